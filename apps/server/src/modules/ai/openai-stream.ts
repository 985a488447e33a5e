/**
 * The call to an OpenAI-compatible `chat/completions` endpoint with `stream: true`, read as server-sent
 * events (`data: {choices:[{delta:{content}}]}` … `data: [DONE]`). An endpoint that ignores `stream` and
 * answers one JSON body is read too. Every failure becomes an {@link UpstreamError} the route words for
 * the user: unreachable, timed out, refused (with the endpoint's own message), or not understood.
 */

export const DEFAULT_BASE_URL = 'https://api.openai.com/v1';

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type ChatRequest = {
  endpoint: string | null;
  provider: string;
  apiKey: string | null;
  model: string;
  messages: ChatMessage[];
  temperature?: number | null;
  maxTokens?: number | null;
  /** For the first byte and then between two pieces of the answer. */
  timeoutMs: number;
  /** Aborted when the browser goes away: the upstream call stops too. */
  signal?: AbortSignal;
};

export type UpstreamFailure = 'unreachable' | 'timeout' | 'refused' | 'protocol';

export class UpstreamError extends Error {
  constructor(
    readonly failure: UpstreamFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** `…/v1` → `…/v1/chat/completions`; a URL already naming the route is used as it is. */
export function chatCompletionsUrl(endpoint: string | null): string {
  const base = (endpoint ?? '').trim().replace(/\/+$/, '') || DEFAULT_BASE_URL;
  return /\/chat\/completions$/.test(base) ? base : `${base}/chat/completions`;
}

function headersOf(request: ChatRequest): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'text/event-stream, application/json',
  };
  if (request.apiKey) {
    // Azure OpenAI reads its key from `api-key`; every other compatible endpoint from the bearer token
    if (request.provider === 'Azure OpenAI') headers['api-key'] = request.apiKey;
    else headers.authorization = `Bearer ${request.apiKey}`;
  }
  return headers;
}

/** The endpoint's own explanation of a refusal (`{ error: { message } }`), bounded. */
async function refusalMessage(response: Response): Promise<string> {
  const body = (await response.text().catch(() => '')).slice(0, 4000);
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const message =
      typeof parsed.error === 'string'
        ? parsed.error
        : typeof parsed.error?.message === 'string'
          ? parsed.error.message
          : typeof parsed.message === 'string'
            ? parsed.message
            : '';
    if (message) return message.slice(0, 300);
  } catch {
    // not JSON: the status says enough
  }
  return `HTTP ${response.status}`;
}

/** The text of one event's JSON: a streamed delta or a whole message. */
function contentOf(event: unknown): string {
  const choice = (event as { choices?: { delta?: { content?: unknown }; message?: { content?: unknown } }[] })
    ?.choices?.[0];
  const content = choice?.delta?.content ?? choice?.message?.content;
  return typeof content === 'string' ? content : '';
}

function errorOf(event: unknown): string | null {
  const error = (event as { error?: { message?: unknown } | string })?.error;
  if (!error) return null;
  return typeof error === 'string' ? error : String(error.message ?? 'error');
}

/**
 * Starts the call and waits for the endpoint's headers; resolves with the answer's pieces as they
 * arrive. Refusals, unreachable endpoints and time-outs before the first byte reject here, so the route
 * can still answer with a status; later failures are thrown by the iterator.
 */
export async function startChat(request: ChatRequest): Promise<AsyncGenerator<string>> {
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, request.timeoutMs);
  };
  const onAbort = () => controller.abort();
  request.signal?.addEventListener('abort', onAbort, { once: true });
  const done = () => {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onAbort);
  };
  const failed = (error: unknown): UpstreamError => {
    if (error instanceof UpstreamError) return error;
    if (timedOut) return new UpstreamError('timeout', `no answer within ${request.timeoutMs} ms`);
    return new UpstreamError('unreachable', error instanceof Error ? error.message : String(error));
  };

  arm();
  let response: Response;
  try {
    response = await fetch(chatCompletionsUrl(request.endpoint), {
      method: 'POST',
      headers: headersOf(request),
      body: JSON.stringify({
        model: request.model,
        messages: request.messages,
        stream: true,
        ...(request.temperature == null ? {} : { temperature: Number(request.temperature) }),
        ...(request.maxTokens == null ? {} : { max_tokens: Number(request.maxTokens) }),
      }),
      signal: controller.signal,
      redirect: 'error',
    });
  } catch (error) {
    done();
    throw failed(error);
  }
  if (!response.ok) {
    const message = await refusalMessage(response);
    done();
    throw new UpstreamError('refused', message, response.status);
  }
  const type = response.headers.get('content-type') ?? '';
  const body = response.body;
  if (!body) {
    done();
    throw new UpstreamError('protocol', 'empty answer');
  }

  async function* pieces(): AsyncGenerator<string> {
    const decoder = new TextDecoder();
    try {
      if (!type.includes('text/event-stream')) {
        // one JSON answer (an endpoint without streaming)
        let whole = '';
        for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
          arm();
          whole += decoder.decode(chunk, { stream: true });
          if (whole.length > 2_000_000) throw new UpstreamError('protocol', 'answer too large');
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(whole);
        } catch {
          throw new UpstreamError('protocol', 'the answer is neither an event stream nor JSON');
        }
        const error = errorOf(parsed);
        if (error) throw new UpstreamError('refused', error.slice(0, 300));
        yield contentOf(parsed);
        return;
      }
      let buffer = '';
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        arm();
        buffer += decoder.decode(chunk, { stream: true });
        let newline = buffer.indexOf('\n');
        while (newline >= 0) {
          const line = buffer.slice(0, newline).replace(/\r$/, '');
          buffer = buffer.slice(newline + 1);
          newline = buffer.indexOf('\n');
          if (!line.startsWith('data:')) continue;
          const data = line.slice(5).trim();
          if (data === '[DONE]') return;
          let event: unknown;
          try {
            event = JSON.parse(data);
          } catch {
            continue; // a keep-alive or a line split oddly: skip it, the next event carries on
          }
          const error = errorOf(event);
          if (error) throw new UpstreamError('refused', error.slice(0, 300));
          const text = contentOf(event);
          if (text) yield text;
        }
        if (buffer.length > 1_000_000) throw new UpstreamError('protocol', 'event too large');
      }
    } catch (error) {
      throw failed(error);
    } finally {
      done();
      controller.abort(); // stops reading what is left when the browser went away
    }
  }
  return pieces();
}

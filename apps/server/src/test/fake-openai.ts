/**
 * A local OpenAI-compatible endpoint for tests (no network): `POST /v1/chat/completions` streams the
 * configured pieces as server-sent events and records every request it received, so a test can check
 * the prompt, the model and the key that reached it. `mode` makes it refuse, hang or break mid-answer.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeOpenAiMode = 'stream' | 'json' | 'refuse' | 'hang' | 'break';

export type FakeOpenAiRequest = {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: string }[];
    temperature?: number;
    max_tokens?: number;
  };
};

export type FakeOpenAi = {
  /** Base URL to put in `promptapiopenai.endpoint_url` (`http://127.0.0.1:port/v1`). */
  baseUrl: string;
  requests: FakeOpenAiRequest[];
  mode: FakeOpenAiMode;
  /** The answer, sent as one SSE event per piece. */
  pieces: string[];
  close(): Promise<void>;
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const event = (content: string) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;

export async function startFakeOpenAi(pieces: string[] = ['Halo', ', ', 'dunia.']): Promise<FakeOpenAi> {
  const hanging = new Set<import('node:http').ServerResponse>();
  const fake: FakeOpenAi = {
    baseUrl: '',
    requests: [],
    mode: 'stream',
    pieces,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer(async (request, response) => {
    const text = await readBody(request);
    let body: FakeOpenAiRequest['body'] = {};
    try {
      body = JSON.parse(text) as FakeOpenAiRequest['body'];
    } catch {
      // recorded as empty: the test sees it
    }
    fake.requests.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    switch (fake.mode) {
      case 'refuse':
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'Incorrect API key provided' } }));
        return;
      case 'hang':
        hanging.add(response);
        return;
      case 'json':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ choices: [{ index: 0, message: { content: fake.pieces.join('') } }] }));
        return;
      default: {
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        for (const piece of fake.pieces) {
          response.write(event(piece));
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        if (fake.mode === 'break') {
          response.write('data: {"error":{"message":"The server had an error while processing"}}\n\n');
          response.end();
          return;
        }
        response.end('data: [DONE]\n\n');
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}

import {
  type CalcHistoryEntry,
  type CalcKey,
  type CalcState,
  calcKeyFromKeyboard,
  clearCalcHistory,
  closeCalcParens,
  createCalcState,
  evaluateCalc,
  formatCalcExpression,
  formatCalcNumber,
  parseCalcHistory,
  pressCalcKey,
  previewCalc,
  recallCalcValue,
} from '@kantor/core';
import { Button } from 'primereact/button';
import { type MouseEvent, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KEYS } from '../../session/storage.ts';
import { toast } from '../../ui/index.ts';
import './calculator.css';

/**
 * History and the Rupiah choice, in this browser's storage under the app prefix (so signing out
 * clears them, like every per-user item). Memory lives only while the page is open, as on a real calculator.
 */
export const CALCULATOR_STORAGE_KEY = `${KEYS.prefix}_CALCULATOR`;

type Stored = { history: CalcHistoryEntry[]; rupiah: boolean };

function readStored(): Stored {
  try {
    const raw = localStorage.getItem(CALCULATOR_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    return { history: parseCalcHistory(parsed.history), rupiah: parsed.rupiah === true };
  } catch {
    return { history: [], rupiah: false };
  }
}

function writeStored(value: Stored): void {
  try {
    localStorage.setItem(CALCULATOR_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // storage can be full or disabled; the calculator works without it
  }
}

type Action = { type: 'key'; key: CalcKey } | { type: 'recall'; value: number } | { type: 'clearHistory' };

function reducer(state: CalcState, action: Action): CalcState {
  switch (action.type) {
    case 'key':
      return pressCalcKey(state, action.key);
    case 'recall':
      return recallCalcValue(state, action.value);
    case 'clearHistory':
      return clearCalcHistory(state);
  }
}

type KeySpec = { key: CalcKey; label: string; aria: string; kind: 'digit' | 'op' | 'fn' | 'mem' | 'equals' };

/** Four columns, thumb-friendly: memory on top, the wide `=` at the bottom. */
const LAYOUT: readonly (readonly [CalcKey, string, string, KeySpec['kind']])[] = [
  ['MC', 'MC', 'memoryClear', 'mem'],
  ['MR', 'MR', 'memoryRecall', 'mem'],
  ['M+', 'M+', 'memoryAdd', 'mem'],
  ['M-', 'M−', 'memorySubtract', 'mem'],
  ['clear', 'C', 'clear', 'fn'],
  ['(', '(', 'open', 'fn'],
  [')', ')', 'close', 'fn'],
  ['%', '%', 'percent', 'fn'],
  ['7', '7', '', 'digit'],
  ['8', '8', '', 'digit'],
  ['9', '9', '', 'digit'],
  ['/', '÷', 'divide', 'op'],
  ['4', '4', '', 'digit'],
  ['5', '5', '', 'digit'],
  ['6', '6', '', 'digit'],
  ['*', '×', 'multiply', 'op'],
  ['1', '1', '', 'digit'],
  ['2', '2', '', 'digit'],
  ['3', '3', '', 'digit'],
  ['-', '−', 'subtract', 'op'],
  ['0', '0', '', 'digit'],
  ['00', '00', 'doubleZero', 'digit'],
  ['decimal', ',', 'decimal', 'digit'],
  ['+', '+', 'add', 'op'],
  ['backspace', '⌫', 'backspace', 'fn'],
  ['equals', '=', 'equals', 'equals'],
];

/** Editable targets and dialogs keep their own keys; the calculator only listens to the page. */
function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('input, textarea, select, [role="dialog"], [role="menu"], [role="listbox"]'))
    return true;
  return false;
}

/** `/kalkulator`: a shop-style calculator for the field, with memory, history and Rupiah display. */
export function CalculatorPage() {
  const { t } = useTranslation();
  const stored = useRef<Stored | null>(null);
  stored.current ??= readStored();
  const [state, dispatch] = useReducer(reducer, stored.current.history, (history) =>
    createCalcState(history),
  );
  const [rupiah, setRupiah] = useState(stored.current.rupiah);
  const [flash, setFlash] = useState<CalcKey | null>(null);

  useEffect(() => {
    writeStored({ history: state.history, rupiah });
  }, [state.history, rupiah]);

  useEffect(() => {
    if (flash === null) return;
    const timer = window.setTimeout(() => setFlash(null), 120);
    return () => window.clearTimeout(timer);
  }, [flash]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (ownsKeys(event.target)) return;
      const key = calcKeyFromKeyboard(event.key);
      if (key === null) return;
      // Enter on a focused button (history line, copy, a key reached with Tab) activates that button.
      if (event.key === 'Enter' && event.target instanceof HTMLElement && event.target.closest('button, a'))
        return;
      event.preventDefault();
      dispatch({ type: 'key', key });
      setFlash(key);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const preview = previewCalc(state);
  const current = state.result ?? preview ?? currentNumber(state.expression);
  const format = (value: number) => formatCalcNumber(value, { rupiah });
  const main = state.result !== null ? format(state.result) : formatCalcExpression(state.expression) || '0';
  // History and memory keep the exact number: whole rupiah would turn 0,3 into Rp 0.
  const memoryText = t('tools.calculator.memory', { value: formatCalcNumber(state.memory) });
  // smaller type as the line grows, so a usual amount stays on one line even at 360px
  const size = main.length > 16 ? 'is-longer' : main.length > 10 ? 'is-long' : '';

  // Buttons keep the focus where it was on a mouse click, so Enter afterwards means "=" and not "that button again".
  const keepFocus = (event: MouseEvent) => event.preventDefault();

  async function copy() {
    if (current === null) return;
    const text = format(current).replace(/\u00a0/g, ' ');
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('tools.calculator.copied', { value: text }));
    } catch {
      toast.error(t('tools.calculator.copyFailed'));
    }
  }

  return (
    <section className="calculator-page" data-testid="calculator-page">
      <h1>{t('tools.calculator.title')}</h1>
      <section className="calculator-display" aria-label={t('tools.calculator.display')}>
        <div className="calculator-display-top">
          {state.memory !== 0 && (
            <span className="calculator-memory" data-testid="calculator-memory" title={memoryText}>
              <span aria-hidden>M</span>
              <span className="sr-only">{memoryText}</span>
            </span>
          )}
          <span className="calculator-previous" data-testid="calculator-previous">
            {state.previous !== null ? `${formatCalcExpression(state.previous)} =` : '\u00a0'}
          </span>
        </div>
        <output
          className={`calculator-main ${size}`}
          aria-live="polite"
          aria-atomic="true"
          data-testid="calculator-output"
        >
          <span>{main}</span>
        </output>
        <div
          className={state.error ? 'calculator-status is-error' : 'calculator-status'}
          data-testid="calculator-status"
          role={state.error ? 'alert' : undefined}
        >
          {state.error
            ? t(`tools.calculator.errors.${state.error}`)
            : preview !== null
              ? `= ${format(preview)}`
              : '\u00a0'}
        </div>
      </section>

      <div className="calculator-tools">
        <Button
          type="button"
          label="Rp"
          className="calculator-rupiah"
          outlined={!rupiah}
          aria-pressed={rupiah}
          aria-label={t('tools.calculator.rupiah')}
          title={t('tools.calculator.rupiah')}
          onMouseDown={keepFocus}
          onClick={() => setRupiah((on) => !on)}
        />
        <Button
          type="button"
          icon="pi pi-copy"
          label={t('tools.calculator.copy')}
          outlined
          disabled={current === null}
          onMouseDown={keepFocus}
          onClick={copy}
        />
      </div>

      <fieldset className="calculator-keypad">
        <legend className="sr-only">{t('tools.calculator.keypad')}</legend>
        <div className="calculator-keys">
          {LAYOUT.map(([key, label, aria, kind]) => (
            <button
              key={key}
              type="button"
              className={`calculator-key is-${kind}${flash === key ? ' is-pressed' : ''}`}
              aria-label={aria ? t(`tools.calculator.keys.${aria}`) : label}
              data-key={key}
              onMouseDown={keepFocus}
              onClick={() => dispatch({ type: 'key', key })}
            >
              {label}
            </button>
          ))}
        </div>
      </fieldset>

      <section className="calculator-history" aria-labelledby="calculator-history-title">
        <div className="calculator-history-head">
          <h2 id="calculator-history-title">{t('tools.calculator.history')}</h2>
          {state.history.length > 0 && (
            <Button
              type="button"
              icon="pi pi-trash"
              label={t('tools.calculator.clearHistory')}
              text
              severity="secondary"
              onClick={() => dispatch({ type: 'clearHistory' })}
            />
          )}
        </div>
        {state.history.length === 0 ? (
          <p className="calculator-history-empty">{t('tools.calculator.historyEmpty')}</p>
        ) : (
          <ol className="calculator-history-list" data-testid="calculator-history">
            {state.history.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same calculation can appear twice
              <li key={`${index}-${entry.expression}`}>
                <button
                  type="button"
                  className="calculator-history-item"
                  aria-label={t('tools.calculator.useResult', {
                    expression: formatCalcExpression(entry.expression),
                    value: formatCalcNumber(entry.result),
                  })}
                  onMouseDown={keepFocus}
                  onClick={() => dispatch({ type: 'recall', value: entry.result })}
                >
                  <span className="calculator-history-expression">
                    {formatCalcExpression(entry.expression)} =
                  </span>
                  <span className="calculator-history-result">{formatCalcNumber(entry.result)}</span>
                </button>
              </li>
            ))}
          </ol>
        )}
      </section>
      <p className="calculator-hint">{t('tools.calculator.keyboardHint')}</p>
    </section>
  );
}

/** The number being typed when the expression is just one (so it can be copied); null otherwise. */
function currentNumber(expression: string): number | null {
  if (!/^-?[0-9]+,?[0-9]*$/.test(expression)) return null;
  const outcome = evaluateCalc(closeCalcParens(expression));
  return outcome.ok ? outcome.value : null;
}

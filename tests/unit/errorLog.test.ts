// @vitest-environment jsdom
/** Unhandled failures are logged by name and stack frames, never their values (patient data). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { describeError, installErrorLogging } from '@/app/errorLog';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.segredo.assinatura';

function errorWithStack(message: string, stack: string): Error {
  const error = new TypeError(message);
  error.stack = stack;
  return error;
}

afterEach(() => vi.restoreAllMocks());

describe('describeError', () => {
  it('keeps the name and V8 frames, drops the message and query strings', () => {
    const error = errorWithStack(
      `token inválido: ${TOKEN}`,
      `TypeError: token inválido: ${TOKEN}\n    at readToken (http://x/assets/index-1.js?t=${TOKEN}:1:200)\n    at boot (http://x/assets/index-1.js:1:900)`,
    );
    const text = describeError(error);
    expect(text).toBe('TypeError\nat readToken (http://x/assets/index-1.js:1:200)\nat boot (http://x/assets/index-1.js:1:900)');
    expect(text).not.toContain(TOKEN);
  });

  it('keeps Firefox and Safari frames, and nothing that is not a frame', () => {
    const error = errorWithStack(
      'Paciente Maria da Silva, CPF 123.456.789-09',
      'readPatient@http://x/assets/a.js:3:14\n@http://x/assets/a.js:9:2\nMaria da Silva',
    );
    expect(describeError(error)).toBe('TypeError\nreadPatient@http://x/assets/a.js:3:14\n@http://x/assets/a.js:9:2');
  });

  it("an ApiError's message is one of ours and is kept", () => {
    expect(describeError(new ApiError({ kind: 'timeout' })).split('\n')[0]).toBe(
      'ApiError timeout 0: O servidor demorou demais para responder. Tente novamente.',
    );
  });

  it('a thrown value that is not an Error is named by its type only', () => {
    expect(describeError(TOKEN)).toBe('(string)');
    expect(describeError({ cpf: '12345678909' })).toBe('(object)');
    expect(describeError(null)).toBe('(null)');
  });
});

describe('installErrorLogging', () => {
  it('logs unhandled rejections and uncaught errors without their values', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stop = installErrorLogging(window);
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error(`falhou com ${TOKEN}`) });
    window.dispatchEvent(rejection);
    window.dispatchEvent(new ErrorEvent('error', { error: new RangeError(`índice ${TOKEN}`), message: TOKEN }));
    stop();
    window.dispatchEvent(rejection);
    expect(log).toHaveBeenCalledTimes(2);
    const [first, second] = log.mock.calls.map((call) => String(call[0]));
    expect(first).toMatch(/^Rejeição não tratada: Error/);
    expect(second).toMatch(/^Erro não tratado: RangeError/);
    expect(JSON.stringify(log.mock.calls)).not.toContain(TOKEN);
  });

  it('says a ResizeObserver loop notice is one, and still logs any other error event without an error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stop = installErrorLogging(window);
    window.dispatchEvent(new ErrorEvent('error', { error: null, message: 'ResizeObserver loop completed with undelivered notifications.' }));
    window.dispatchEvent(new ErrorEvent('error', { error: null, message: `Script error. ${TOKEN}` }));
    // A thrown error whose message looks like the notice is still an error.
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('ResizeObserver loop'), message: 'ResizeObserver loop x' }));
    stop();
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual(['Aviso do navegador: ResizeObserver adiou medidas para o próximo quadro']);
    expect(log.mock.calls.map((call) => String(call[0]).split('\n')[0])).toEqual(['Erro não tratado: (null)', 'Erro não tratado: Error']);
    expect(JSON.stringify(log.mock.calls)).not.toContain(TOKEN);
  });
});

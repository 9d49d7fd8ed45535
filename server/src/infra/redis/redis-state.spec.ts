import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { isConnectionError, RedisState } from './redis-state.js';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6390'), { code: 'ECONNREFUSED' });

/** A stand-in for the shared ioredis connection: its error events, and a PING that answers once Redis is "up". */
function fakeClient() {
  const client = new EventEmitter() as EventEmitter & { up: boolean; ping(): Promise<string> };
  client.up = false;
  client.ping = () => (client.up ? Promise.resolve('PONG') : Promise.reject(new Error('Connection is closed.')));
  return client;
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('RedisState', () => {
  it('tells connection errors from others', () => {
    expect(isConnectionError(refused())).toBe(true);
    expect(isConnectionError(new Error('Connection is closed.'))).toBe(true);
    expect(isConnectionError(new Error('Command timed out'))).toBe(true);
    expect(isConnectionError(new Error('ERR Error running script: attempt to compare nil'))).toBe(false);
    expect(isConnectionError('ECONNREFUSED')).toBe(false);
  });

  it('logs an outage once, however many clients fail however often, and its end once', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const infos = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const state = new RedisState();
    const client = fakeClient();
    state.watch(client as unknown as Redis);
    client.emit('error', refused());
    for (let i = 0; i < 20; i++) expect(state.connectionError(refused(), `worker mail`)).toBe(true);
    expect(errors.mock.calls.map(([line]) => (line as { msg: string }).msg)).toEqual(['redis down']);
    expect(state.isDown).toBe(true);

    client.up = true;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(state.isDown).toBe(false);
    expect(infos.mock.calls.map(([line]) => line)).toEqual([expect.objectContaining({ msg: 'redis back', errorsWhileDown: 20 })]);
    state.beforeApplicationShutdown();
  });

  it('leaves other errors to the caller, and ignores the connections closed at shutdown', () => {
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const state = new RedisState();
    expect(state.connectionError(new Error('ERR unknown command'), 'queue mail')).toBe(false);
    state.beforeApplicationShutdown();
    expect(state.connectionError(new Error('Connection is closed.'), 'queue mail')).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    expect(state.isDown).toBe(false);
  });
});

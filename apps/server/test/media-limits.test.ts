import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppConfig, loadConfig, type MediaJobLimits } from '../src/config.ts';
import { media } from '../src/db/schema/index.ts';
import { mediaToolsNotice } from '../src/lib/executables.ts';
import { posterFrameArgs, runTool } from '../src/modules/media/processing.ts';
import { appWithOrgs, json, post, type TestApp, tempDataDir } from './helpers.ts';
import { filesUnder, upload } from './media-fixtures.ts';

/** ffmpeg/ffprobe jobs (docs/media.md "Processing") on untrusted uploads run within a time, memory and thread limit. */
const defaults = loadConfig({} as NodeJS.ProcessEnv).mediaJobs;

/** Processes whose command line contains `marker` (a job that outlived its limit would show here). */
function processesWith(marker: string): number[] {
  const found: number[] = [];
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker)) found.push(Number(pid));
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

describe('runTool', () => {
  it('kills a job that runs past its time limit and says so', async () => {
    const marker = `signage-endless-${randomBytes(6).toString('hex')}`;
    const started = Date.now();
    // An endless job: ffmpeg generating frames for ever, tagged so it can be found among processes.
    const job = runTool(
      defaults.ffmpegPath,
      [
        '-v',
        'error',
        '-nostdin',
        '-f',
        'lavfi',
        '-i',
        'testsrc=size=320x240:rate=1000',
        '-metadata',
        `comment=${marker}`,
        '-f',
        'null',
        '-',
      ],
      { ...defaults, timeoutMs: 700 },
    );
    // It really runs (and under the memory cap: prlimit executes ffmpeg in its own process).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(processesWith(marker).length).toBe(1);
    await expect(job).rejects.toThrow(/took longer than the 700 ms time limit/);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(processesWith(marker)).toEqual([]);
  });

  it('caps the address space of a job: ffmpeg under a tiny cap fails with a memory message', async () => {
    const clip = path.join(tempDataDir('signage-limits-'), 'tone.wav');
    execFileSync(defaults.ffmpegPath, ['-v', 'error', '-f', 'lavfi', '-i', 'sine=duration=1', clip]);
    const probe = (memoryBytes: number) =>
      runTool(defaults.ffprobePath, ['-v', 'error', '-print_format', 'json', '-show_format', clip], { ...defaults, memoryBytes });
    // Within the default cap the same call works: the cap, not the file, makes it fail.
    expect(JSON.parse((await probe(defaults.memoryBytes)).toString()).format.duration).toMatch(/^1\./);
    await expect(probe(32 * 1024 * 1024)).rejects.toThrow(/ran out of the 32 MB memory limit/);
  });

  it('passes the thread limit to the decoder, the filters and the encoder', async () => {
    const args = posterFrameArgs('/x/clip.mp4', '1', { threads: 3 });
    const input = args.indexOf('-i');
    expect(args.slice(0, input)).toEqual(expect.arrayContaining(['-threads', '3', '-filter_threads', '3']));
    expect(args[args.indexOf('-threads') + 1]).toBe('3');
    expect(args.lastIndexOf('-threads')).toBeGreaterThan(input);
    expect(args[args.lastIndexOf('-threads') + 1]).toBe('3');
    // ffmpeg accepts them: the poster frame of a real clip comes out as a PNG.
    const dir = tempDataDir('signage-threads-');
    execFileSync(defaults.ffmpegPath, ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x90:duration=1', path.join(dir, 'c.mp4')]);
    const png = await runTool(defaults.ffmpegPath, posterFrameArgs(path.join(dir, 'c.mp4'), '0', { threads: 1 }), defaults);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    rmSync(dir, { recursive: true, force: true });
  });

  it('reports a missing tool clearly', async () => {
    await expect(runTool('/nonexistent/ffmpeg', ['-version'], defaults)).rejects.toThrow(/ffmpeg is not installed/);
    expect(mediaToolsNotice({ ...defaults, ffmpegPath: 'no-such-ffmpeg' }).message).toMatch(
      /no-such-ffmpeg not found.*Video and audio uploads are kept.*marked "failed".*Images, GIFs, SVGs and PDFs are processed as usual/,
    );
    expect(mediaToolsNotice(defaults)).toMatchObject({ level: 'info', message: expect.stringMatching(/2048 MB address space, 2 thread/) });
  });

  it('reads the limits from the environment, with documented defaults', () => {
    expect(defaults).toEqual({
      ffmpegPath: 'ffmpeg',
      ffprobePath: 'ffprobe',
      timeoutMs: 120_000,
      memoryBytes: 2048 * 1024 * 1024,
      threads: 2,
    });
    const custom = loadConfig({
      MEDIA_JOB_TIMEOUT_SECONDS: '30',
      MEDIA_JOB_MEMORY_MB: '1024',
      MEDIA_JOB_THREADS: '1',
      FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg',
    } as NodeJS.ProcessEnv).mediaJobs;
    expect(custom).toMatchObject({ timeoutMs: 30_000, memoryBytes: 1024 * 1024 * 1024, threads: 1, ffmpegPath: '/opt/ffmpeg/bin/ffmpeg' });
  });
});

describe('uploads processed within the limits', () => {
  let t: TestApp;
  let dir: string;
  let key: string;
  let clip: Buffer;
  let tone: Buffer;

  beforeAll(async () => {
    dir = tempDataDir('signage-media-limits-');
    // 720p with one key frame: the poster frame one second in means decoding every frame before it.
    execFileSync(
      defaults.ffmpegPath,
      ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25:duration=3'].concat([
        '-pix_fmt',
        'yuv420p',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-g',
        '1000',
        path.join(dir, 'clip.mp4'),
      ]),
    );
    execFileSync(defaults.ffmpegPath, ['-v', 'error', '-f', 'lavfi', '-i', 'sine=duration=1', path.join(dir, 'tone.wav')]);
    clip = readFileSync(path.join(dir, 'clip.mp4'));
    tone = readFileSync(path.join(dir, 'tone.wav'));
    const limits: Partial<AppConfig> = { mediaLimitsMb: { image: 5, gif: 5, pdf: 5, video: 20, audio: 5 }, rateLimits: false };
    const app = await appWithOrgs(dir, limits);
    t = app.t;
    key = app.keys.a as string;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const setLimits = (limits: Partial<MediaJobLimits>) => {
    t.app.ctx.config.mediaJobs = { ...defaults, ...limits };
  };
  async function uploadAndWait(content: Buffer, filename: string): Promise<Record<string, any>> {
    const res = await upload(t.app, key, { content, filename });
    // The upload itself always succeeds: processing happens afterwards, off the request path.
    expect(res.statusCode, res.body).toBe(200);
    const id = json(res).response.id as number;
    await t.app.services.mediaQueue.idle();
    const info = await post(t.app, '/api/media/info', { sessionKey: key, mediaId: id });
    expect(info.statusCode).toBe(200);
    // The error is kept on the row (the API shows the status).
    const [row] = await t.database.db.select().from(media).where(eq(media.id, id));
    const item: Record<string, any> = json(info).response;
    return { ...item, processingError: row?.processingError };
  }
  const thumbs = () => filesUnder(path.join(dir, 'media')).filter((f) => f.includes('thumbs'));

  it('marks a video over the time limit failed with a clear error, leaving nothing behind', async () => {
    setLimits({ timeoutMs: 40 });
    const before = thumbs().length;
    const item = await uploadAndWait(clip, 'slow.mp4');
    expect(item).toMatchObject({ status: 'failed', thumbnailUrl: null });
    expect(item.processingError).toMatch(/^ff(probe|mpeg) took longer than the 40 ms time limit of a media job and was stopped$/);
    expect(thumbs().length).toBe(before);
    expect(filesUnder(path.join(dir, 'tmp'))).toEqual([]);
    expect(processesWith(path.join(dir, 'media'))).toEqual([]);
    // The file itself stays downloadable.
    const content = await t.app.inject({ method: 'GET', url: item.url, headers: { authorization: `SessionKey ${key}` } });
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(clip)).toBe(true);
  });

  it('marks a video and an audio file failed under a tiny memory limit', async () => {
    setLimits({ memoryBytes: 32 * 1024 * 1024 });
    const video = await uploadAndWait(clip, 'capped.mp4');
    expect(video).toMatchObject({ status: 'failed' });
    expect(video.processingError).toBe('ffprobe ran out of the 32 MB memory limit of a media job');
    const audio = await uploadAndWait(tone, 'capped.wav');
    expect(audio).toMatchObject({ status: 'failed', processingError: 'ffprobe ran out of the 32 MB memory limit of a media job' });
  });

  it('processes the same files within the default limits', async () => {
    setLimits({});
    const video = await uploadAndWait(clip, 'fine.mp4');
    expect(video).toMatchObject({ status: 'ready', width: 1280, height: 720 });
    expect(video.thumbnailUrl).toMatch(/thumbnail/);
    expect((await uploadAndWait(tone, 'fine.wav')).status).toBe('ready');
  });

  it('marks video failed with an installation hint when ffmpeg is missing', async () => {
    setLimits({ ffprobePath: '/nonexistent/ffprobe' });
    const item = await uploadAndWait(clip, 'no-tools.mp4');
    expect(item).toMatchObject({ status: 'failed' });
    expect(item.processingError).toMatch(/ffprobe is not installed \(install the ffmpeg package/);
  });
});

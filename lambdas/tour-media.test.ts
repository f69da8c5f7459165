import { Logger } from '@aws-lambda-powertools/logger';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ADMIN_GROUP } from '../shared/api-routes';
import { ENV } from '../shared/backend/environment';
import { IMAGES_TABLE, TOUR_MEDIA_TABLE } from '../shared/backend/tables';
import { imageEndpoint } from '../shared/image-endpoints';
import type { ImageRecord } from '../shared/images';
import { BUILT_IN_ROOM_PHOTO_COUNTS, TOUR_FLOOR_PLAN_ENDPOINT, TOUR_MEDIA_ENDPOINT, TOUR_MEDIA_MESSAGES, TOUR_VIDEOS_ENDPOINT, tourRoomPhotosEndpoint, type TourMediaView } from '../shared/tour-media';
import { apiGatewayEvent } from '../test/fixtures/api-gateway-event';
import { buildImageRecord } from '../test/fixtures/images';
import { invokeHandler } from '../test/support/invoke-handler';
import { isAuditWrite, stubAuditLog } from '../test/support/audit-log';
import { AUDIT_UNKNOWN_ADMIN } from '../shared/audit';
import { conditionFailed } from '../test/fixtures/dynamo-errors';

const IMAGES = 'images-test';
const TOUR = 'tour-media-test';
const PUBLISHER = 'trailer-test-publish-pages';
const ADMIN = { sub: 'admin-sub', username: 'seller-admin' };
const ADMIN_EMAIL = 'seller@example.org';

const dynamo = mockClient(DynamoDBDocumentClient);
const lambda = mockClient(LambdaClient);
const s3 = mockClient(S3Client);

/** An admin's request as API Gateway hands it on after the JWT authorizer. */
function asAdmin(event: APIGatewayProxyEventV2, routePath: string, pathParameters?: Record<string, string>): APIGatewayProxyEventV2 {
  return {
    ...event,
    routeKey: `${event.requestContext.http.method} ${routePath}`,
    pathParameters,
    requestContext: {
      ...event.requestContext,
      authorizer: { jwt: { claims: { ...ADMIN, 'cognito:groups': `[${ADMIN_GROUP}]` }, scopes: [] } },
    },
  } as APIGatewayProxyEventV2;
}

const putRoomPhotos = (roomId: string, body: unknown) =>
  invokeHandler(
    () => import('./set-room-photos'),
    asAdmin(apiGatewayEvent({ method: 'PUT', path: tourRoomPhotosEndpoint(roomId), body }), '/api/tour-media/rooms/{roomId}', { roomId }),
  );
const putFloorPlan = (body: unknown) =>
  invokeHandler(() => import('./set-floor-plan'), asAdmin(apiGatewayEvent({ method: 'PUT', path: TOUR_FLOOR_PLAN_ENDPOINT, body }), TOUR_FLOOR_PLAN_ENDPOINT));
const putVideos = (body: unknown) =>
  invokeHandler(() => import('./set-tour-videos'), asAdmin(apiGatewayEvent({ method: 'PUT', path: TOUR_VIDEOS_ENDPOINT, body }), TOUR_VIDEOS_ENDPOINT));

/** The image table holds these records (reads by id and whole scans); the tour table these items. */
function stored(images: readonly ImageRecord[], placements: readonly Record<string, unknown>[] = []) {
  dynamo.on(GetCommand).resolves({});
  for (const image of images) dynamo.on(GetCommand, { TableName: IMAGES, Key: { id: image.id } }).resolves({ Item: image });
  dynamo.on(ScanCommand, { TableName: IMAGES }).resolves({ Items: [...images] });
  dynamo.on(ScanCommand, { TableName: TOUR }).resolves({ Items: [...placements] });
  dynamo.on(PutCommand).resolves({});
}

const puts = () => dynamo.commandCalls(PutCommand).map((call) => call.args[0].input).filter((input) => !isAuditWrite(input));
type LogInfo = (message: string, details: Record<string, unknown>) => void;
const changeLogs = (info: MockInstance<LogInfo>) => info.mock.calls.filter(([message]) => message === 'Tour media changed').map(([, details]) => details);

let info: MockInstance<LogInfo>;

beforeEach(() => {
  dynamo.reset();
  lambda.reset();
  s3.reset();
  lambda.on(InvokeCommand).resolves({ StatusCode: 202 });
  vi.stubEnv(IMAGES_TABLE.envVar, IMAGES);
  vi.stubEnv(TOUR_MEDIA_TABLE.envVar, TOUR);
  vi.stubEnv(ENV.pagePublisher, PUBLISHER);
  vi.stubEnv(ENV.photoBucket, 'photos-test');
  stubAuditLog({ [ADMIN.username]: ADMIN_EMAIL });
  info = vi.spyOn(Logger.prototype, 'info') as unknown as MockInstance<LogInfo>;
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('PUT /api/tour-media/rooms/{roomId}', () => {
  it("stores the room's photos in order with captions and who set them, logs the change, asks for a publish and answers the tour", async () => {
    // Prepare
    const first = buildImageRecord({ category: 'interior', width: 1600, height: 1200, variantWidths: [480, 960, 1600] });
    const second = buildImageRecord({ category: 'interior', caption: 'Its own caption' });
    stored([first, second]);

    // Act
    const response = await putRoomPhotos('exam-room', { photos: [{ imageId: second.id }, { builtIn: 4 }, { imageId: first.id, caption: '  The exam chair  ' }], version: 0 });

    // Assess
    expect(response.statusCode).toBe(200);
    const [put] = puts();
    expect(put).toMatchObject({
      TableName: TOUR,
      Item: {
        placement: 'room:exam-room',
        photos: [
          { imageId: second.id, caption: null, captionFr: null },
          { builtIn: 4, caption: null, captionFr: null },
          { imageId: first.id, caption: 'The exam chair', captionFr: null },
        ],
        version: 1,
        updatedBy: ADMIN_EMAIL,
      },
      // Never saved (or saved before versions): no version attribute yet.
      ConditionExpression: 'attribute_not_exists(version)',
    });
    expect(Date.parse(put?.Item?.updatedAt as string)).not.toBeNaN();
    expect(changeLogs(info)).toEqual([
      { placements: ['room:exam-room'], roomId: 'exam-room', photos: [second.id, 'built-in 4', first.id], version: 0, admin: { userId: ADMIN.sub, username: ADMIN.username } },
    ]);
    expect(lambda.commandCalls(InvokeCommand).map((call) => call.args[0].input)).toEqual([{ FunctionName: PUBLISHER, InvocationType: 'Event' }]);
    expect((response.body as TourMediaView).placements).toBeDefined();
  });

  it("stores each caption's French version beside it and answers the tour showing both", async () => {
    const chair = buildImageRecord({ category: 'interior', caption: 'Record caption', captionFr: 'Légende de la photo' });
    stored([chair]);
    // The answer is read back from the table: it holds what was written.
    dynamo.on(ScanCommand, { TableName: TOUR }).callsFake(() => ({ Items: puts().map((put) => put.Item) }));

    const response = await putRoomPhotos('exam-room', {
      photos: [{ imageId: chair.id, caption: 'The exam chair', captionFr: '  Le fauteuil d’examen  ' }, { builtIn: 2, caption: 'Sink', captionFr: 'Évier' }],
      version: 0,
    });

    expect(response.statusCode).toBe(200);
    const photos = [
      { imageId: chair.id, caption: 'The exam chair', captionFr: 'Le fauteuil d’examen' },
      { builtIn: 2, caption: 'Sink', captionFr: 'Évier' },
    ];
    expect(puts()[0]?.Item).toMatchObject({ placement: 'room:exam-room', photos });
    const view = response.body as TourMediaView;
    expect(view.placements.rooms['exam-room']?.photos).toEqual(photos);
    expect(view.tour.rooms['exam-room']).toEqual([
      expect.objectContaining({ publicUrl: chair.publicUrl, caption: 'The exam chair', captionFr: 'Le fauteuil d’examen' }),
      { builtIn: 2, caption: 'Sink', captionFr: 'Évier' },
    ]);
  });

  it('writes on the version the admin read, and answers 409 when the room changed since, logging and publishing nothing', async () => {
    stored([]);
    dynamo.on(PutCommand).rejects(conditionFailed('stale'));
    dynamo.on(GetCommand, { TableName: TOUR, Key: { placement: 'room:exam-room' } }).resolves({ Item: { placement: 'room:exam-room', photos: [], version: 4 } });

    const response = await putRoomPhotos('exam-room', { photos: [{ builtIn: 2 }], version: 3 });

    expect(puts()[0]).toMatchObject({ Item: { version: 4 }, ConditionExpression: 'version = :expected', ExpressionAttributeValues: { ':expected': 3 } });
    expect(response).toMatchObject({ statusCode: 409, body: { error: TOUR_MEDIA_MESSAGES.roomChanged } });
    expect(changeLogs(info)).toHaveLength(0);
    expect(lambda.calls()).toHaveLength(0);
  });

  it('takes a refused retry of a write that already landed as saved', async () => {
    stored([]);
    let landed: Record<string, unknown> | undefined;
    dynamo.on(PutCommand).callsFake((input: { Item: Record<string, unknown> }) => {
      landed = input.Item;
      throw conditionFailed('the first attempt landed');
    });
    dynamo.on(GetCommand, { TableName: TOUR, Key: { placement: 'room:exam-room' } }).callsFake(() => ({ Item: landed }));

    const response = await putRoomPhotos('exam-room', { photos: [{ builtIn: 2 }], version: 3 });

    expect(response.statusCode).toBe(200);
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(1);
  });

  it("refuses a built-in number past the room's photos with a 400 naming the entry, writing nothing", async () => {
    stored([]);
    const count = BUILT_IN_ROOM_PHOTO_COUNTS['equipment-room'];

    const response = await putRoomPhotos('equipment-room', { photos: [{ builtIn: 1 }, { builtIn: count + 1 }], version: 0 });

    expect(response).toMatchObject({ statusCode: 400, body: { error: `photos[1].builtIn is not one of equipment-room's built-in photos: 1 to ${count}` } });
    expect(puts()).toHaveLength(0);
  });

  it.each([
    ['an unknown room', 'kitchen', { photos: [], version: 0 }, 'roomId "kitchen" is not one of the walkthrough\'s rooms'],
    ['a body that is not JSON', 'exam-room', '{photos', 'Request body must be JSON'],
    ['an image id that is not a UUID', 'exam-room', { photos: [{ imageId: 'images/1.jpg' }], version: 0 }, 'photos.0.imageId: imageId must be an image id (a UUID)'],
    ['an image listed twice', 'exam-room', { photos: [{ imageId: '0b7e0f0e-8d3c-4c38-9a57-0a4f2e9a1c11' }, { imageId: '0b7e0f0e-8d3c-4c38-9a57-0a4f2e9a1c11' }], version: 0 }, 'photos: photos must not list a photo twice'],
    ['a built-in photo listed twice', 'exam-room', { photos: [{ builtIn: 2 }, { builtIn: 2 }], version: 0 }, 'photos: photos must not list a photo twice'],
    ['an entry naming neither kind', 'exam-room', { photos: [{ caption: 'Chair' }], version: 0 }, 'photos.0: each photo must name either imageId'],
    ['a caption over 300 characters', 'exam-room', { photos: [{ imageId: '0b7e0f0e-8d3c-4c38-9a57-0a4f2e9a1c11', caption: 'x'.repeat(301) }], version: 0 }, 'caption must be at most 300 characters'],
    ['a French caption over 300 characters', 'exam-room', { photos: [{ builtIn: 1, caption: 'Desk', captionFr: 'é'.repeat(301) }], version: 0 }, 'photos.0.captionFr: captionFr must be at most 300 characters'],
    ['a French caption that is not text', 'exam-room', { photos: [{ builtIn: 1, captionFr: ['Bureau'] }], version: 0 }, 'photos.0.captionFr: captionFr must be text'],
    ['no version', 'exam-room', { photos: [] }, "version: version must be the version of the room's photos the change was made on"],
    ['an unknown field', 'exam-room', { photos: [], version: 0, order: 'newest' }, 'Unrecognized key: "order"'],
  ])('refuses %s with a 400 naming it and touches no table', async (_case, roomId, body, message) => {
    dynamo.onAnyCommand().rejects(new Error('DynamoDB must not be called'));

    const response = await putRoomPhotos(roomId, body);

    expect(response.statusCode).toBe(400);
    expect((response.body as { error: string }).error).toContain(message);
    expect(dynamo.calls()).toHaveLength(0);
    expect(lambda.calls()).toHaveLength(0);
  });

  it('refuses an image that does not exist with a 404 naming it, and writes nothing', async () => {
    const known = buildImageRecord();
    const missing = '5f0c2c6e-51f4-4a51-9d0b-0d7d5a3e6c01';
    stored([known]);

    const response = await putRoomPhotos('main-entry', { photos: [{ imageId: known.id }, { imageId: missing }], version: 0 });

    expect(response).toMatchObject({ statusCode: 404, body: { error: `No image with this id: ${missing}` } });
    expect(puts()).toHaveLength(0);
    expect(changeLogs(info)).toHaveLength(0);
    expect(lambda.calls()).toHaveLength(0);
  });
});

describe('PUT /api/tour-media/floor-plan', () => {
  it('stores the floor plan with who set it, and null shows the built-in plan again', async () => {
    const plan = buildImageRecord({ category: 'details' });
    stored([plan]);

    const set = await putFloorPlan({ imageId: plan.id });
    const cleared = await putFloorPlan({ imageId: null });

    expect([set.statusCode, cleared.statusCode]).toEqual([200, 200]);
    expect(puts().map((input) => [input.Item?.placement, input.Item?.imageId, input.Item?.updatedBy])).toEqual([
      ['floor-plan', plan.id, ADMIN_EMAIL],
      ['floor-plan', null, ADMIN_EMAIL],
    ]);
    expect(changeLogs(info).map((details) => details.imageId)).toEqual([plan.id, null]);
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(2);
  });

  it('refuses a missing imageId field and an unknown image, writing nothing', async () => {
    stored([]);

    const noField = await putFloorPlan({});
    const unknown = await putFloorPlan({ imageId: '5f0c2c6e-51f4-4a51-9d0b-0d7d5a3e6c01' });

    expect(noField.statusCode).toBe(400);
    expect((noField.body as { error: string }).error).toContain('imageId');
    expect(unknown).toMatchObject({ statusCode: 404, body: { error: 'No image with this id: 5f0c2c6e-51f4-4a51-9d0b-0d7d5a3e6c01' } });
    expect(puts()).toHaveLength(0);
  });
});

describe('PUT /api/tour-media/videos', () => {
  it('stores each listed video (its YouTube id and poster) as its own placement with who set it', async () => {
    const poster = buildImageRecord({ category: 'interior' });
    stored([poster]);

    const response = await putVideos({
      videos: [
        { id: 'interior-walkthrough', youtubeId: 'dQw4w9WgXcQ', posterImageId: poster.id },
        { id: 'engine-running-demo', youtubeId: 'https://www.youtube.com/watch?v=a_b-C1d2E3f&t=30s', posterImageId: null },
      ],
    });

    expect(response.statusCode).toBe(200);
    expect(puts().map((input) => input.Item)).toEqual([
      expect.objectContaining({ placement: 'video:interior-walkthrough', youtubeId: 'dQw4w9WgXcQ', posterImageId: poster.id, updatedBy: ADMIN_EMAIL }),
      expect.objectContaining({ placement: 'video:engine-running-demo', youtubeId: 'a_b-C1d2E3f', posterImageId: null }),
    ]);
    expect(changeLogs(info)[0]).toMatchObject({ placements: ['video:interior-walkthrough', 'video:engine-running-demo'] });
  });

  it.each([
    ['a YouTube id of the wrong length', { videos: [{ id: 'interior-walkthrough', youtubeId: 'dQw4w9WgXc', posterImageId: null }] }, 'videos.0.youtubeId: youtubeId: "dQw4w9WgXc" is neither a YouTube link nor an 11-character video id'],
    ['a link to another site', { videos: [{ id: 'interior-walkthrough', youtubeId: 'https://vimeo.com/123', posterImageId: null }] }, 'youtubeId: The link is to vimeo.com, not to YouTube'],
    ['a playlist link', { videos: [{ id: 'interior-walkthrough', youtubeId: 'https://www.youtube.com/playlist?list=PL1', posterImageId: null }] }, 'youtubeId: The YouTube link names no single video'],
    ['an unknown video', { videos: [{ id: 'drone-flyover', youtubeId: 'dQw4w9WgXcQ', posterImageId: null }] }, 'id "drone-flyover" is not one of the walkthrough\'s videos'],
    ['no videos', { videos: [] }, 'videos must list at least one video'],
  ])('refuses %s with a 400 naming it and touches no table', async (_case, body, message) => {
    dynamo.onAnyCommand().rejects(new Error('DynamoDB must not be called'));

    const response = await putVideos(body);

    expect(response.statusCode).toBe(400);
    expect((response.body as { error: string }).error).toContain(message);
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('refuses a poster that does not exist with a 404, writing neither video', async () => {
    stored([]);

    const response = await putVideos({
      videos: [
        { id: 'interior-walkthrough', youtubeId: 'dQw4w9WgXcQ', posterImageId: null },
        { id: 'engine-running-demo', youtubeId: null, posterImageId: '5f0c2c6e-51f4-4a51-9d0b-0d7d5a3e6c01' },
      ],
    });

    expect(response).toMatchObject({ statusCode: 404, body: { error: 'No image with this id: 5f0c2c6e-51f4-4a51-9d0b-0d7d5a3e6c01' } });
    expect(puts()).toHaveLength(0);
  });
});

describe('GET /api/tour-media', () => {
  it('answers the stored placements and the tour they make, leaving out a deleted image', async () => {
    const kept = buildImageRecord({ category: 'interior', altText: 'Reception desk' });
    // Stamped before admins were named by e-mail: by user-pool ids, which the screens never show.
    const stamp = { updatedAt: '2026-11-20T10:00:00.000Z', updatedBy: { userId: ADMIN.sub, username: ADMIN.username } };
    stored(
      [kept],
      [{ placement: 'room:reception-waiting', photos: [{ imageId: '5f0c2c6e-51f4-4a51-9d0b-0d7d5a3e6c01', caption: null }, { imageId: kept.id, caption: 'Front desk' }], ...stamp }],
    );

    const response = await invokeHandler(() => import('./get-tour-media'), asAdmin(apiGatewayEvent({ method: 'GET', path: TOUR_MEDIA_ENDPOINT }), TOUR_MEDIA_ENDPOINT));

    expect(response.statusCode).toBe(200);
    const view = response.body as TourMediaView;
    // Stored before French captions: each reads as having none.
    expect(view.placements.rooms['reception-waiting']?.photos).toEqual([
      { imageId: '5f0c2c6e-51f4-4a51-9d0b-0d7d5a3e6c01', caption: null, captionFr: null },
      { imageId: kept.id, caption: 'Front desk', captionFr: null },
    ]);
    // Stored before room versions: read as version 0, its uploads still replacing the built-in set.
    expect(view.placements.rooms['reception-waiting']?.version).toBe(0);
    expect(view.placements.rooms['reception-waiting']?.updatedBy).toBe(AUDIT_UNKNOWN_ADMIN);
    expect(view.tour.rooms['reception-waiting']).toEqual([{ publicUrl: kept.publicUrl, alt: 'Reception desk', caption: 'Front desk', captionFr: null }]);
    expect(puts()).toHaveLength(0);
  });
});

describe('DELETE /api/images/{id} and the tour', () => {
  const stamp = { updatedAt: '2026-11-20T10:00:00.000Z', updatedBy: { userId: 'someone', username: 'earlier-admin' } };
  const deleteImage = (id: string) =>
    invokeHandler(() => import('./delete-image'), asAdmin(apiGatewayEvent({ method: 'DELETE', path: imageEndpoint(id) }), '/api/images/{id}', { id }));

  it('takes the image out of every placement naming it, keeping the rest in order, before removing the record', async () => {
    const doomed = buildImageRecord({ category: 'interior' });
    const other = '5f0c2c6e-51f4-4a51-9d0b-0d7d5a3e6c01';
    stored(
      [doomed],
      [
        { placement: 'room:exam-room', photos: [{ imageId: other, caption: null }, { imageId: doomed.id, caption: 'Chair' }], ...stamp },
        { placement: 'floor-plan', imageId: doomed.id, ...stamp },
        { placement: 'video:interior-walkthrough', youtubeId: 'dQw4w9WgXcQ', posterImageId: other, ...stamp },
      ],
    );
    dynamo.on(DeleteCommand).resolves({});
    s3.on(DeleteObjectCommand).resolves({});

    const response = await deleteImage(doomed.id);

    expect(response.statusCode).toBe(204);
    const written = puts();
    expect(written.map((input) => input.Item)).toEqual([
      expect.objectContaining({ placement: 'room:exam-room', photos: [{ imageId: other, caption: null }], version: 1, updatedBy: ADMIN_EMAIL }),
      expect.objectContaining({ placement: 'floor-plan', imageId: null }),
    ]);
    for (const input of written) expect(input).toMatchObject({ ConditionExpression: 'updatedAt = :seen', ExpressionAttributeValues: { ':seen': stamp.updatedAt } });
    expect(changeLogs(info)).toEqual([{ placements: ['room:exam-room', 'floor-plan'], removedImageId: doomed.id, admin: { userId: ADMIN.sub, username: ADMIN.username } }]);
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(1);
  });

  it('re-reads a placement changed meanwhile and takes the image out of its new content', async () => {
    const doomed = buildImageRecord();
    const added = '5f0c2c6e-51f4-4a51-9d0b-0d7d5a3e6c01';
    const changed = { placement: 'room:main-entry', photos: [{ imageId: doomed.id, caption: null }, { imageId: added, caption: null }], ...stamp, updatedAt: '2026-11-21T08:00:00.000Z' };
    stored([doomed], [{ placement: 'room:main-entry', photos: [{ imageId: doomed.id, caption: null }], ...stamp }]);
    dynamo
      .on(PutCommand, { ExpressionAttributeValues: { ':seen': stamp.updatedAt } })
      .rejects(conditionFailed('changed'));
    dynamo.on(GetCommand, { TableName: TOUR, Key: { placement: 'room:main-entry' } }).resolves({ Item: changed });
    dynamo.on(DeleteCommand).resolves({});
    s3.on(DeleteObjectCommand).resolves({});

    const response = await deleteImage(doomed.id);

    expect(response.statusCode).toBe(204);
    expect(puts().at(-1)).toMatchObject({ Item: { placement: 'room:main-entry', photos: [{ imageId: added, caption: null }] }, ExpressionAttributeValues: { ':seen': changed.updatedAt } });
  });
});

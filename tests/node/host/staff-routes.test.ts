import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { MenuItem } from '../../../api/contract/menu.js';
import { needsTooltip } from '../../../host/layout/menu-title.js';
import { placedColumns } from '../../../host/pages/staff-home-store.js';
import {
  buildStaffRoutes,
  DUPLICATE_ROUTE_ERROR,
  menuHref,
  onlineMenuSegment,
} from '../../../host/routing/staff-routes.js';

const item = (over: Partial<MenuItem>): MenuItem => ({
  id: over.alias ?? 'x',
  alias: 'x',
  menuUrl: '/x',
  name: 'X',
  sn: 1,
  ...over,
});
const route = (component: string, path?: string) => JSON.stringify({ path, component, meta: { title: 't' } });

describe('staff routes from the menu', () => {
  it('uses an item’s own route definition', () => {
    const routes = buildStaffRoutes(
      [
        item({
          alias: 'myTask',
          name: '我的待办',
          menuUrl: '/flow/myTask',
          route: route('flow/myTask', '/flow/myTask'),
        }),
      ],
      () => {},
    );
    assert.deepEqual(routes, [
      {
        path: '/flow/myTask',
        alias: 'myTask',
        title: '我的待办',
        icon: undefined,
        component: 'flow/myTask',
        layout: 'Layout',
        meta: { title: '我的待办' },
      },
    ]);
  });

  it('makes an online-menu page of an item without one, at the last-but-one dot segment', () => {
    assert.equal(onlineMenuSegment('online.leaveApply.html'), 'leaveApply');
    assert.equal(onlineMenuSegment('/a/b.c.d.html?x=1'), 'd');
    const [page] = buildStaffRoutes(
      [item({ alias: 'leave', name: '请假', menuUrl: 'online.leaveApply.html' })],
      () => {},
    );
    assert.equal(page!.path, '/onlineMenu/leaveApply');
    assert.equal(page!.component, 'OnlineMenu');
    assert.equal(page!.layout, 'OnlineMenu');
  });

  it('merges the pairs of a path’s query into the meta', () => {
    const [page] = buildStaffRoutes(
      [
        item({
          alias: 'n',
          menuUrl: '/flow/noticeList?type=1&scope=mine',
          route: route('flow/noticeList', '/flow/noticeList'),
        }),
      ],
      () => {},
    );
    assert.equal(page!.path, '/flow/noticeList');
    assert.equal(page!.meta.type, '1');
    assert.equal(page!.meta.scope, 'mine');
  });

  it('drops a duplicate path and reports 存在相同的路由路径', () => {
    const reports: string[] = [];
    const routes = buildStaffRoutes(
      [
        item({ alias: 'a', menuUrl: '/flow/myTask', route: route('flow/myTask', '/flow/myTask') }),
        item({ alias: 'b', menuUrl: '/flow/myTask', route: route('flow/myTask', '/flow/myTask') }),
      ],
      (message) => reports.push(message),
    );
    assert.equal(routes.length, 1);
    assert.equal(routes[0]!.alias, 'a');
    assert.deepEqual(reports, [`${DUPLICATE_ROUTE_ERROR}：/flow/myTask`]);
  });

  it('walks children and skips containers and external links', () => {
    const routes = buildStaffRoutes(
      [
        item({
          alias: 'flow',
          menuUrl: '/flow',
          route: route('Layout', '/flow'),
          children: [item({ alias: 'mine', menuUrl: '/flow/mine', route: route('flow/mine', '/flow/mine') })],
        }),
        item({ alias: 'site', menuUrl: 'https://www.example.com', target: '_blank' }),
      ],
      () => {},
    );
    assert.deepEqual(
      routes.map((r) => r.path),
      ['/flow/mine'],
    );
  });

  it('links a menu item to its route, keeping its query, or to its external url', () => {
    const routes = buildStaffRoutes(
      [item({ alias: 'n', menuUrl: '/flow/noticeList?type=1', route: route('v', '/flow/noticeList') })],
      () => {},
    );
    assert.equal(
      menuHref({ alias: 'n', menuUrl: '/flow/noticeList?type=1' }, routes),
      '/flow/noticeList?type=1',
    );
    assert.equal(
      menuHref({ alias: 'w', menuUrl: 'https://www.example.com' }, routes),
      'https://www.example.com',
    );
    assert.equal(menuHref({ alias: 'nothing', menuUrl: '/none' }, routes), undefined);
  });
});

describe('menu title tooltips', () => {
  it('show for titles over 5 characters in a submenu and over 8 in an item', () => {
    assert.equal(needsTooltip('流程中心管理', 'submenu'), true);
    assert.equal(needsTooltip('流程中心管', 'submenu'), false);
    assert.equal(needsTooltip('供应商资质年审登记', 'item'), true);
    assert.equal(needsTooltip('供应商资质年审登', 'item'), false);
  });
});

describe('staff home layout', () => {
  it('places the layout’s columns in reading order and survives broken content', () => {
    const config = JSON.stringify({
      columns: [
        { alias: 'b', x: 12, y: 0, w: 12, h: 4 },
        { alias: 'c', x: 0, y: 4, w: 24, h: 4 },
        { alias: 'a', x: 0, y: 0, w: 12, h: 4 },
      ],
    });
    assert.deepEqual(
      placedColumns(config).map((c) => c.alias),
      ['a', 'b', 'c'],
    );
    assert.deepEqual(placedColumns('not json'), []);
    assert.deepEqual(placedColumns(undefined), []);
  });
});

// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../api/client.js';
import { ApiError } from '../../../api/errors.js';
import type { SocketLike } from '../../../api/realtime.js';
import { SEARCH_COUNT_CAP, type ContactMessageDto, type LeadDto, type LeadListResponse, type LeadNoteDto } from '../../../contract/index.js';
import { AdminServicesProvider, type AdminServices } from '../../context.js';
import { adminRoutes } from '../../routes.js';
import { adminTheme } from '../../theme.js';
import { LeadsScreen } from './LeadsScreen.js';
import { MAX_HOLD_MS } from './useLeadList.js';

beforeAll(() => {
  // jsdom lacks what Mantine calls (matchMedia, ResizeObserver).
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList;
  }
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  if (!Element.prototype.scrollIntoView) {
    Element.prototype.scrollIntoView = () => {};
  }
});
afterEach(() => {
  cleanup();
  notifications.clean();
});

/** A socket the test drives by hand (as in shared/src/api/realtime.test.ts). */
class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  closedByClient = false;
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  deliver(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
  close() {
    this.closedByClient = true;
    this.drop();
  }
}

const message = (id: string, name: string, createdAt: string): ContactMessageDto => ({
  _id: id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: '+91 98765 43210',
  message: `Hello from ${name}`,
  createdAt,
});
const lead = (m: ContactMessageDto, extra: Partial<LeadDto> = {}): LeadDto => ({ source: 'contact', status: 'new', ownerId: null, followUpAt: null, attribution: null, read: false, ...m, ...extra });

const older = message('m1', 'Asha', '2025-03-01T09:30:00.000Z');
const arriving = message('m2', 'Ravi', '2025-03-02T15:45:00.000Z');
const me = { _id: 'u1', name: 'Admin', email: 'admin@example.com', phone: null, role: 'admin' as const, twoFactorEnabled: false };
const colleague = { _id: 'u2', name: 'Sales Sam', email: 'sam@example.com' };

let sockets: FakeSocket[];
beforeEach(() => {
  sockets = [];
});

const page = (data: LeadDto[]): LeadListResponse => ({ success: true, data, page: 1, limit: 25, total: data.length, pages: 1, unread: data.filter((m) => !m.read).length });

/** The address the router is at, and a way to press the browser's Back. */
let location = '';
let goBack: () => void = () => undefined;
function Probe() {
  const here = useLocation();
  const navigate = useNavigate();
  location = here.pathname;
  goBack = () => void navigate(-1);
  return null;
}

/** The inbox at `path`, mounted at both of its addresses as the admin mounts it (AdminApp.tsx). */
function renderScreen(list: () => Promise<LeadDto[]>, path: string = adminRoutes.contact, get: (id: string) => Promise<unknown> = async () => undefined) {
  const contact = {
    list: vi.fn(async (_q?: unknown) => page(await list())),
    remove: vi.fn(),
    send: vi.fn(),
    bulk: vi.fn(async () => ({ success: true as const, affected: 2 })),
    emptySpam: vi.fn(async () => ({ success: true as const, deleted: 3 })),
    notSpam: vi.fn(),
    get: vi.fn(get),
    markRead: vi.fn(),
    markUnread: vi.fn(),
    update: vi.fn(),
    addNote: vi.fn(),
    exportUrl: (filter: Record<string, string | undefined> = {}) => `/api/v1/contact/export/csv?${new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => e[1] !== undefined)).toString()}`,
    exportXlsxUrl: (filter: Record<string, string | undefined> = {}) => `/api/v1/contact/export/xlsx?${new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => e[1] !== undefined)).toString()}`,
  };
  const onContactScreenVisible = vi.fn();
  const services: AdminServices = {
    // The owner choices (useLeadOwners): me and one colleague.
    api: { contact, staff: { leadOwners: vi.fn(async () => ({ success: true, data: [me, colleague].map(({ _id, name, email }) => ({ _id, name, email })) })) }, mediaUrl: (p: string) => p } as unknown as ApiClient,
    auth: { login: vi.fn(), loginWithCode: vi.fn(), me: vi.fn(async () => me), logout: vi.fn() },
    openRealtime: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    desktop: { onContactScreenVisible },
  };
  const view = render(
    <MantineProvider theme={adminTheme} env="test">
      <Notifications />
      <ModalsProvider>
        <AdminServicesProvider value={services}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={adminRoutes.contact} element={<LeadsScreen />} />
              <Route path={adminRoutes.lead(':id')} element={<LeadsScreen />} />
            </Routes>
            <Probe />
          </MemoryRouter>
        </AdminServicesProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
  return { contact, onContactScreenVisible, view };
}

/** Names in the table's rows, top to bottom (the Name column, after the checkbox). */
const rowNames = () =>
  within(screen.getByRole('table', { name: 'Contact messages' }))
    .getAllByRole('row')
    .slice(1)
    // The name cell's first part: the name and its "New" badge (the row's actions sit under them).
    .map((row) => within(row).getAllByRole('cell')[1].firstElementChild?.textContent);

describe('LeadsScreen (lead inbox)', () => {
  it('puts a message that arrives live on top, once, and says it is live', async () => {
    const { onContactScreenVisible, contact } = renderScreen(async () => [lead(older, { read: true })]);
    expect(await screen.findByText('Asha')).toBeTruthy();
    expect(onContactScreenVisible).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Connecting…');

    act(() => sockets[0].open());
    expect(screen.getByRole('status').textContent).toBe('Live');

    act(() => sockets[0].deliver({ event: 'newContactMessage', data: arriving }));
    expect(rowNames()).toEqual(['RaviNew', 'Asha']);
    expect(screen.getByText('1 unread')).toBeTruthy();

    // The same message again (e.g. from a second instance) is ignored.
    act(() => sockets[0].deliver({ event: 'newContactMessage', data: arriving }));
    expect(rowNames()).toEqual(['RaviNew', 'Asha']);
    expect(contact.list).toHaveBeenCalledTimes(1);
  });

  it('holds a lead that arrives while a row is being clicked until the press ends, so the click lands on the row pressed', async () => {
    renderScreen(async () => [lead(older, { read: true })]);
    const asha = await screen.findByRole('link', { name: 'Open lead from Asha' });
    act(() => sockets[0].open());

    fireEvent.pointerDown(asha);
    act(() => sockets[0].deliver({ event: 'newContactMessage', data: arriving }));
    expect(rowNames()).toEqual(['Asha']);
    fireEvent.pointerUp(asha);
    fireEvent.click(asha);
    expect(location).toBe(adminRoutes.lead('m1'));
    await waitFor(() => expect(rowNames()).toEqual(['RaviNew', 'Asha']));
  });

  it('holds an arrival no longer than MAX_HOLD_MS when the end of a press is never heard', async () => {
    renderScreen(async () => [lead(older, { read: true })]);
    const asha = await screen.findByRole('link', { name: 'Open lead from Asha' });
    act(() => sockets[0].open());
    vi.useFakeTimers();
    try {
      fireEvent.pointerDown(asha);
      act(() => sockets[0].deliver({ event: 'newContactMessage', data: arriving }));
      act(() => {
        vi.advanceTimersByTime(MAX_HOLD_MS - 1);
      });
      expect(rowNames()).toEqual(['Asha']);
      act(() => {
        vi.advanceTimersByTime(2);
      });
      expect(rowNames()).toEqual(['RaviNew', 'Asha']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fetches the list again after a reconnection and closes the socket on leaving', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let stored = [lead(older)];
      const { contact, view } = renderScreen(async () => stored);
      expect(await screen.findByText('Asha')).toBeTruthy();
      act(() => sockets[0].open());
      act(() => sockets[0].drop());
      expect(screen.getByRole('status').textContent).toBe('Reconnecting…');

      // Sent while offline: only the re-fetch can bring it.
      stored = [lead(arriving), lead(older)];
      await act(async () => vi.advanceTimersByTimeAsync(1000));
      expect(sockets).toHaveLength(2);
      await act(async () => sockets[1].open());
      expect(contact.list).toHaveBeenCalledTimes(2);
      expect(await screen.findByText('Ravi')).toBeTruthy();
      expect(rowNames()).toEqual(['Ravi', 'Asha']);

      view.unmount();
      expect(sockets[1].closedByClient).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows unread leads in bold with their count, contact links and a whole status word', async () => {
    renderScreen(async () => [lead(arriving, { status: 'qualified' }), lead(older, { read: true })]);
    expect(await screen.findByText('1 unread')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open lead from Ravi (unread)' }).getAttribute('href')).toBe(adminRoutes.lead('m2'));
    expect(screen.getByRole('link', { name: 'Open lead from Asha' }).getAttribute('href')).toBe(adminRoutes.lead('m1'));
    expect(screen.getByRole('link', { name: /ravi@example.com/ }).getAttribute('href')).toBe('mailto:ravi@example.com');
    expect(screen.getByRole('link', { name: 'Call Ravi on +91 98765 43210' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(screen.getByRole('link', { name: 'WhatsApp Ravi' }).getAttribute('href')).toBe('https://wa.me/919876543210');
    expect(within(screen.getByRole('table', { name: 'Contact messages' })).getByText('Qualified')).toBeTruthy();
  });

  it("reads a search's counts at the search cap as \"1,000+\", and the inbox's under its own cap exactly", async () => {
    const { contact } = renderScreen(async () => [lead(arriving)]);
    expect(await screen.findByText('1 unread')).toBeTruthy();
    // The server's counts: a thousand, for the inbox (exact there) and for a search (its cap); a
    // search's answer comes when the test says.
    const thousand = { ...page([lead(arriving)]), total: SEARCH_COUNT_CAP, unread: SEARCH_COUNT_CAP, pages: SEARCH_COUNT_CAP / 25 };
    let answerSearch: () => void = () => undefined;
    contact.list.mockImplementation((q?: unknown) =>
      (q as { q?: string } | undefined)?.q ? new Promise((resolve) => (answerSearch = () => resolve(thousand))) : Promise.resolve(thousand),
    );
    const user = userEvent.setup();
    const search = screen.getByRole('textbox', { name: 'Search contact messages' });
    await user.type(search, 'x');
    await user.clear(search);
    expect(await screen.findByText('1,000 unread')).toBeTruthy();
    expect(screen.getByText('1,000 records')).toBeTruthy();

    await user.type(search, 'meera');
    await vi.waitFor(() => expect(contact.list).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'meera' })));
    // Until the search answers, the inbox's counts are shown as the inbox's.
    expect(screen.getByText('1,000 unread')).toBeTruthy();
    act(() => answerSearch());
    expect(await screen.findByText('1,000+ unread')).toBeTruthy();
    expect(screen.getByText('1,000+ records')).toBeTruthy();
  });

  it('asks the server for the Spam view, offers "Not spam" and empties old spam after a confirmation', async () => {
    const { contact } = renderScreen(async () => [lead(older, { status: 'spam', read: true })]);
    await screen.findByText('Asha');
    fireEvent.click(screen.getByRole('textbox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Spam' }));
    await waitFor(() => expect(contact.list).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'spam', page: 1 })));
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/v1/contact/export/csv?status=spam');
    expect(screen.getByRole('link', { name: 'Export Excel' }).getAttribute('href')).toBe('/api/v1/contact/export/xlsx?status=spam');
    expect(await screen.findByRole('button', { name: 'Not spam: Asha' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Empty spam older than 30 days' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Empty spam' }));
    await waitFor(() => expect(contact.emptySpam).toHaveBeenCalledTimes(1));
  });

  it('runs bulk actions on the checked leads, deleting only after a confirmation', async () => {
    const { contact } = renderScreen(async () => [lead(arriving), lead(older)]);
    await screen.findByText('Asha');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar.textContent).toContain('2 leads selected');
    fireEvent.click(within(bar).getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(contact.bulk).toHaveBeenCalledWith({ action: 'read', ids: ['m2', 'm1'] }));

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select lead from Asha' }));
    fireEvent.click(within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete 1 lead?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(contact.bulk).toHaveBeenLastCalledWith({ action: 'delete', ids: ['m1'] }));
  });

  it('opens a lead, marks it read, adds a note and assigns it to me', async () => {
    const { contact } = renderScreen(async () => [lead(older)]);
    const note: LeadNoteDto = { _id: 'n1', leadId: 'm1', userId: 'u1', userName: 'Admin', kind: 'note', text: 'Called back', createdAt: '2025-03-03T10:00:00.000Z' };
    contact.get.mockResolvedValue({ success: true, data: lead(older), timeline: [] });
    contact.markRead.mockResolvedValue({ success: true, data: lead(older, { read: true }) });
    contact.addNote.mockResolvedValue({ success: true, timeline: [note] });
    contact.update.mockResolvedValue({ success: true, data: lead(older, { read: true, ownerId: 'u1' }), timeline: [note] });

    fireEvent.click(await screen.findByRole('link', { name: 'Open lead from Asha (unread)' }));
    expect(await screen.findByText('Lead from Asha')).toBeTruthy();
    expect(location).toBe(adminRoutes.lead('m1'));
    await waitFor(() => expect(contact.markRead).toHaveBeenCalledWith('m1'));
    expect(await screen.findByRole('link', { name: 'Open lead from Asha' })).toBeTruthy();
    expect(screen.getByText('0 unread')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Add a note' }), { target: { value: 'Called back' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(contact.addNote).toHaveBeenCalledWith('m1', 'Called back'));
    expect(await screen.findByText('Called back')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(contact.update).toHaveBeenCalledWith('m1', { ownerId: 'u1' }));
  });
});

describe('working a lead from the list', () => {
  /** The text of one column's cells, top to bottom. */
  const column = (header: string) => {
    const table = screen.getByRole('table', { name: 'Contact messages' });
    const index = within(table)
      .getAllByRole('columnheader')
      .findIndex((th) => th.textContent === header);
    return within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[index].textContent);
  };

  it("shows each lead's kind and owner by name, Unassigned when nobody has it", async () => {
    renderScreen(async () => [
      lead(arriving, { source: 'buyNow', ownerId: 'u2' }),
      lead(older, { source: 'quote', ownerId: 'u1' }),
      lead(message('m3', 'Meera', '2025-02-01T09:00:00.000Z')),
      lead(message('m4', 'Dev', '2025-01-01T09:00:00.000Z'), { ownerId: 'gone' }),
    ]);
    await screen.findByText('Asha');
    expect(column('Kind')).toEqual(['Buy now', 'Quote', 'Contact', 'Contact']);
    await waitFor(() => expect(column('Owner')).toEqual(['Sales Sam', 'Admin', 'Unassigned', 'Another staff member']));
  });

  it('asks the server for one kind of lead, in the list and in both exports', async () => {
    const { contact } = renderScreen(async () => [lead(older, { source: 'quote' })]);
    await screen.findByText('Asha');
    fireEvent.click(screen.getByRole('textbox', { name: 'Kind' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['All kinds', 'Contact', 'Quote', 'Buy now']);
    fireEvent.click(screen.getByRole('option', { name: 'Quote' }));
    await waitFor(() => expect(contact.list).toHaveBeenLastCalledWith(expect.objectContaining({ source: 'quote', page: 1 })));
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/v1/contact/export/csv?source=quote');
    expect(screen.getByRole('link', { name: 'Export Excel' }).getAttribute('href')).toBe('/api/v1/contact/export/xlsx?source=quote');
    fireEvent.click(screen.getByRole('textbox', { name: 'Kind' }));
    fireEvent.click(await screen.findByRole('option', { name: 'All kinds' }));
    await waitFor(() => expect(contact.list).toHaveBeenLastCalledWith(expect.not.objectContaining({ source: expect.anything() })));
  });

  it('takes a lead marked spam off the list at once, tells the server right away, and Undo puts it back with its status', async () => {
    let stored = [lead(arriving, { read: true }), lead(older, { status: 'contacted' })];
    const { contact } = renderScreen(async () => stored);
    await screen.findByText('Asha');
    expect(screen.getByText('1 unread')).toBeTruthy();
    let answer: () => void = () => undefined;
    contact.update.mockImplementation(() => new Promise((resolve) => (answer = () => resolve({ success: true }))));

    fireEvent.click(screen.getByRole('button', { name: 'Mark lead from Asha as spam' }));
    // Gone before the server has answered, and asked of it already.
    expect(rowNames()).toEqual(['Ravi']);
    expect(screen.getByText('0 unread')).toBeTruthy();
    expect(contact.update).toHaveBeenCalledWith('m1', { status: 'spam' });
    stored = [lead(arriving, { read: true })];
    await act(async () => answer());
    const undo = await screen.findByRole('button', { name: 'Undo: lead from Asha back to Contacted' });
    expect(screen.getByText('Lead from Asha marked as spam.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark lead from Ravi as spam' })).toBeTruthy();

    contact.update.mockResolvedValue({ success: true });
    stored = [lead(arriving, { read: true }), lead(older, { status: 'contacted' })];
    const fetches = contact.list.mock.calls.length;
    fireEvent.click(undo);
    await waitFor(() => expect(contact.update).toHaveBeenLastCalledWith('m1', { status: 'contacted' }));
    await waitFor(() => expect(rowNames()).toEqual(['Ravi', 'Asha']));
    expect(contact.list).toHaveBeenCalledTimes(fetches + 1);
    expect(await screen.findByText('Lead from Asha is Contacted again.')).toBeTruthy();
  });

  it('puts the row back when the server refuses the spam mark', async () => {
    const { contact } = renderScreen(async () => [lead(older)]);
    await screen.findByText('Asha');
    contact.update.mockRejectedValue(new ApiError(500, 'Server error'));
    fireEvent.click(screen.getByRole('button', { name: 'Mark lead from Asha as spam' }));
    expect(screen.queryByText('Asha')).toBeNull();
    expect(await screen.findByText('Asha')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
  });

  it('spam chosen in the drawer closes it and takes the row off the list, with Undo', async () => {
    const { contact } = renderScreen(async () => [lead(older, { read: true }), lead(arriving, { read: true })]);
    contact.get.mockResolvedValue({ success: true, data: lead(older, { read: true }), timeline: [] });
    contact.update.mockResolvedValue({ success: true });
    fireEvent.click(await screen.findByRole('link', { name: 'Open lead from Asha' }));
    const drawer = await screen.findByRole('dialog', { name: 'Lead from Asha' });
    fireEvent.click(within(drawer).getByRole('textbox', { name: 'Status' }));
    fireEvent.click(await within(drawer).findByRole('option', { name: 'Spam' }));
    expect(rowNames()).toEqual(['Ravi']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lead from Asha' })).toBeNull());
    expect(location).toBe(adminRoutes.contact);
    expect(contact.update).toHaveBeenCalledWith('m1', { status: 'spam' });
    expect(await screen.findByRole('button', { name: 'Undo: lead from Asha back to New' })).toBeTruthy();
  });

  it("shows a follow-up date change in the timeline on the site's clock, and sets one at 09:00 there", async () => {
    const { contact } = renderScreen(async () => [lead(older, { read: true })]);
    const entry = (id: string, text: string): LeadNoteDto => ({ _id: id, leadId: 'm1', userId: 'u2', userName: 'Sales Sam', kind: 'followUp', text, createdAt: '2025-03-03T10:00:00.000Z' });
    contact.get.mockResolvedValue({ success: true, data: lead(older, { read: true, followUpAt: '2030-05-01T03:30:00.000Z' }), timeline: [entry('n1', '2030-05-01T03:30:00.000Z'), entry('n2', '')] });
    fireEvent.click(await screen.findByRole('link', { name: 'Open lead from Asha' }));
    const timeline = await screen.findByLabelText('Timeline');
    // 03:30 UTC is 09:00 in India, the site's zone, whatever the zone this test runs in.
    expect(within(timeline).getAllByText('Sales Sam changed the follow-up date')).toHaveLength(2);
    expect(within(timeline).getByText('Follow up on 1 May 2030, 09:00 IST')).toBeTruthy();
    expect(within(timeline).getByText('Follow-up date cleared')).toBeTruthy();

    const input = screen.getByLabelText<HTMLInputElement>('Follow up on');
    expect(input.value).toBe('1 May 2030');
    contact.update.mockResolvedValue({ success: true, data: lead(older, { read: true, followUpAt: '2030-05-08T03:30:00.000Z' }), timeline: [entry('n1', '2030-05-08T03:30:00.000Z')] });
    fireEvent.change(input, { target: { value: '8 May 2030' } });
    await waitFor(() => expect(contact.update).toHaveBeenCalledWith('m1', { followUpAt: '2030-05-08T03:30:00.000Z' }));
    expect(await within(screen.getByLabelText('Timeline')).findByText('Follow up on 8 May 2030, 09:00 IST')).toBeTruthy();
  });
});

describe('a lead\'s own address', () => {
  const opened = (name: string) => screen.queryByRole('dialog', { name: `Lead from ${name}` });

  it('opens the inbox with that lead\'s drawer when the address is visited directly; closing goes to the list address', async () => {
    const { contact } = renderScreen(async () => [lead(arriving, { read: true }), lead(older, { read: true })], adminRoutes.lead('m1'), async () => ({ success: true, data: lead(older, { read: true }), timeline: [] }));
    const drawer = await screen.findByRole('dialog', { name: 'Lead from Asha' });
    expect(within(drawer).getByTestId('lead-message').textContent).toBe('Hello from Asha');
    expect(contact.get).toHaveBeenCalledWith('m1');
    // The list is there under it.
    expect(await screen.findByRole('link', { name: 'Open lead from Ravi' })).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(opened('Asha')).toBeNull());
    expect(location).toBe(adminRoutes.contact);
    expect(contact.list).toHaveBeenCalledTimes(1);
  });

  it('keeps the filter when a lead opened from the list is closed, and Back closes it too', async () => {
    const { contact } = renderScreen(async () => [lead(older, { status: 'spam', read: true })]);
    contact.get.mockResolvedValue({ success: true, data: lead(older, { status: 'spam', read: true }), timeline: [] });
    await screen.findByText('Asha');
    fireEvent.click(screen.getByRole('textbox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Spam' }));
    await waitFor(() => expect(contact.list).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'spam' })));
    const fetches = contact.list.mock.calls.length;

    fireEvent.click(screen.getByRole('link', { name: 'Open lead from Asha' }));
    expect(await screen.findByRole('dialog', { name: 'Lead from Asha' })).toBeTruthy();
    expect(location).toBe(adminRoutes.lead('m1'));
    act(() => goBack());
    await waitFor(() => expect(opened('Asha')).toBeNull());
    expect(location).toBe(adminRoutes.contact);

    fireEvent.click(screen.getByRole('link', { name: 'Open lead from Asha' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Lead from Asha' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(opened('Asha')).toBeNull());
    expect(location).toBe(adminRoutes.contact);
    // Same list, same filter: nothing fetched again, the Spam view is still chosen.
    expect(contact.list).toHaveBeenCalledTimes(fetches);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Status' }).value).toBe('Spam');
    expect(screen.getByRole('button', { name: 'Empty spam older than 30 days' })).toBeTruthy();
  });

  it('says plainly that a lead does not exist at an unknown address', async () => {
    const { contact } = renderScreen(async () => [lead(older, { read: true })], adminRoutes.lead('0123456789abcdef01234567'), async () => {
      throw new ApiError(404, 'Lead not found');
    });
    const drawer = await screen.findByRole('dialog', { name: 'Lead not found' });
    expect(drawer.textContent).toContain('There is no lead at this address');
    expect(contact.markRead).not.toHaveBeenCalled();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Back to the inbox' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location).toBe(adminRoutes.contact);
    expect(screen.getByText('Asha')).toBeTruthy();
  });
});

import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import EditOutlined from '@mui/icons-material/EditOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FONT_CATALOGUE, type MenuElement, type MenuItem as MenuEntry, menuElementSchema } from '@signage/slides/model';
import { formatPrice } from '@signage/slides/render';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuCategories, priceText, withCategoryOrder } from '../model/menu.ts';
import { MENU_ITEMS_MAX, type MenuCsvResult, parseMenuCsv, parsePrice } from '../model/menuCsv.ts';

type MenuPatch = Partial<Pick<MenuElement, 'title' | 'items' | 'currency' | 'style' | 'fontId' | 'textColor' | 'accentColor'>>;

/** Common currency symbols; a value outside the list (set elsewhere) stays selectable. */
const CURRENCIES = ['$', '€', '£', '¥', 'kr ', 'CHF ', 'zł ', '₹', 'R$', 'A$', 'C$'] as const;
const STYLES = menuElementSchema.shape.style.unwrap().options;

/** A text field that commits on blur / Enter (one undo step per edit, not per keystroke). */
function CommitField({
  label,
  value,
  onCommit,
  maxLength,
  multiline,
  validate,
  inputMode,
  testId,
}: {
  label: string;
  value: string;
  onCommit: (v: string) => void;
  maxLength: number;
  multiline?: boolean;
  /** Returns a translated error, or null when the text can be committed. */
  validate?: (v: string) => string | null;
  inputMode?: 'decimal';
  testId?: string;
}) {
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    if (text === null) return;
    const problem = validate?.(text) ?? null;
    setError(problem);
    if (problem) return;
    if (text !== value) onCommit(text);
    setText(null);
  };
  return (
    <TextField
      size="small"
      label={label}
      value={text ?? value}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      onChange={(e) => {
        setText(e.target.value);
        setError(null);
      }}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !(multiline && e.shiftKey)) {
          e.preventDefault();
          commit();
        }
      }}
      error={!!error}
      helperText={error ?? undefined}
      slotProps={{ htmlInput: { maxLength, inputMode, 'data-testid': testId } }}
    />
  );
}

function ItemEditor({
  item,
  index,
  categories,
  onItem,
}: {
  item: MenuEntry;
  index: number;
  categories: readonly string[];
  onItem: (patch: Partial<MenuEntry>) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1.5, pt: 1.5, pb: 1 }} data-testid="menu-item-editor">
      <CommitField label={t('playlists.editor.menu.itemName')} value={item.name} maxLength={200} onCommit={(name) => onItem({ name })} />
      <CommitField
        label={t('playlists.editor.menu.itemDescription')}
        value={item.description}
        maxLength={1000}
        multiline
        onCommit={(description) => onItem({ description })}
      />
      <CommitField
        label={t('playlists.editor.menu.itemPrice')}
        value={priceText(item.price, i18n.language)}
        maxLength={16}
        inputMode="decimal"
        testId={`menu-item-price-${index}`}
        validate={(v) => {
          const parsed = parsePrice(v);
          return parsed.ok ? null : t(`playlists.editor.menu.csvErrors.${parsed.code}`);
        }}
        onCommit={(v) => {
          const parsed = parsePrice(v);
          if (parsed.ok && parsed.price !== item.price) onItem({ price: parsed.price });
        }}
      />
      <TextField
        select
        size="small"
        label={t('playlists.editor.menu.itemCategory')}
        value={item.category}
        onChange={(e) => onItem({ category: e.target.value })}
      >
        {categories.map((c) => (
          <MenuItem key={c} value={c}>
            {c || t('playlists.editor.menu.noCategory')}
          </MenuItem>
        ))}
        {categories.includes('') ? null : <MenuItem value="">{t('playlists.editor.menu.noCategory')}</MenuItem>}
      </TextField>
    </Box>
  );
}

function SortableItem({
  id,
  item,
  currency,
  expanded,
  onToggle,
  onRemove,
}: {
  id: string;
  item: MenuEntry;
  currency: string;
  expanded: boolean;
  onToggle: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const name = item.name || t('playlists.editor.menu.unnamed');
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-testid="menu-item-row"
      sx={{
        border: 1,
        borderColor: expanded ? 'primary.main' : 'divider',
        borderRadius: 1,
        px: 0.5,
        bgcolor: 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        boxShadow: isDragging ? 3 : undefined,
        transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined,
        transition,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 40 }}>
        <IconButton
          size="small"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('playlists.editor.menu.reorderItem', { name })}
          sx={{ cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicator fontSize="small" />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" noWrap data-testid="menu-item-name">
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {formatPrice(currency, item.price)}
            {item.category ? ` · ${item.category}` : ''}
          </Typography>
        </Box>
        <IconButton
          size="small"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-label={t('playlists.editor.menu.editItem', { name })}
          data-testid="menu-item-edit"
        >
          <EditOutlined fontSize="small" />
        </IconButton>
        <IconButton size="small" onClick={onRemove} aria-label={t('playlists.editor.menu.removeItem', { name })}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}

function CategoryList({ items, onItems }: { items: readonly MenuEntry[]; onItems: (items: MenuEntry[]) => void }) {
  const { t } = useTranslation();
  const categories = menuCategories(items);
  const [newName, setNewName] = useState('');
  const addError = categories.includes(newName.trim()) && newName.trim() ? t('playlists.editor.menu.categoryExists') : null;
  const add = () => {
    const category = newName.trim();
    if (!category || addError || items.length >= MENU_ITEMS_MAX) return;
    // Categories exist through their items: a new category starts with one item to fill in.
    onItems([...items, { name: t('playlists.editor.menu.newItem'), description: '', price: 0, category }]);
    setNewName('');
  };
  const move = (from: number, to: number) => onItems(withCategoryOrder(items, arrayMove(categories, from, to)));
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }} data-testid="menu-categories">
        {categories.map((category, index) => {
          const label = category || t('playlists.editor.menu.noCategory');
          return (
            <Box component="li" key={category} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Box sx={{ flex: 1, minWidth: 0, display: 'grid' }}>
                {category ? (
                  <CommitField
                    label={t('playlists.editor.menu.categoryName')}
                    value={category}
                    maxLength={200}
                    validate={(v) =>
                      !v.trim()
                        ? t('playlists.editor.menu.categoryRequired')
                        : v.trim() !== category && categories.includes(v.trim())
                          ? t('playlists.editor.menu.categoryExists')
                          : null
                    }
                    onCommit={(v) => onItems(items.map((i) => (i.category === category ? { ...i, category: v.trim() } : i)))}
                  />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                )}
              </Box>
              <IconButton
                size="small"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={t('playlists.editor.menu.moveCategoryUp', { name: label })}
              >
                <ArrowUpward fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                disabled={index === categories.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={t('playlists.editor.menu.moveCategoryDown', { name: label })}
              >
                <ArrowDownward fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                onClick={() => onItems(items.filter((i) => i.category !== category))}
                aria-label={t('playlists.editor.menu.removeCategory', { name: label })}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('playlists.editor.menu.newCategory')}
          value={newName}
          onChange={(e) => setNewName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          error={!!addError}
          helperText={addError ?? t('playlists.editor.menu.newCategoryHelp')}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ flex: 1 }}
        />
        <Button size="small" onClick={add} disabled={!newName.trim() || !!addError} sx={{ mt: 0.5 }}>
          {t('playlists.editor.menu.add')}
        </Button>
      </Box>
    </Box>
  );
}

function ItemList({ items, currency, onItems }: { items: readonly MenuEntry[]; currency: string; onItems: (items: MenuEntry[]) => void }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<number | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, scrollBehavior: 'auto' }),
  );
  // Items have no ids of their own; positions are stable between renders of one list.
  const ids = items.map((_, i) => `menu-item-${i}`);
  const indexOf = (id: string | number) => ids.indexOf(String(id));
  const nameAt = (id: string | number) => items[indexOf(id)]?.name || t('playlists.editor.menu.unnamed');
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('playlists.editor.menu.dragStart', { name: nameAt(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('playlists.editor.menu.dragOver', { name: nameAt(active.id), position: indexOf(over.id) + 1, total: items.length })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('playlists.editor.menu.dragEnd', { name: nameAt(active.id), position: indexOf(over.id) + 1, total: items.length })
        : undefined,
    onDragCancel: ({ active }) => t('playlists.editor.menu.dragCancel', { name: nameAt(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    onItems(arrayMove([...items], from, to));
    // The item being edited stays the one being edited.
    if (expanded !== null)
      setExpanded(
        arrayMove(
          items.map((_, i) => i),
          from,
          to,
        ).indexOf(expanded),
      );
  };
  const categories = menuCategories(items);
  const editing = expanded === null ? undefined : items[expanded];
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-own-keys>
      <Typography variant="caption" color="text.secondary">
        {t('playlists.editor.menu.dragHint')}
      </Typography>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('playlists.editor.menu.dragInstructions') } }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }} data-testid="menu-items">
            {items.map((item, index) => (
              <SortableItem
                key={ids[index]}
                id={ids[index] ?? ''}
                item={item}
                currency={currency}
                expanded={expanded === index}
                onToggle={() => setExpanded(expanded === index ? null : index)}
                onRemove={() => {
                  setExpanded(expanded === index ? null : expanded !== null && expanded > index ? expanded - 1 : expanded);
                  onItems(items.filter((_, i) => i !== index));
                }}
              />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
      {editing ? (
        // The editor sits below the list (not inside a row) so rows keep one height while dragging.
        <Box
          component="section"
          aria-label={t('playlists.editor.menu.editItem', { name: editing.name || t('playlists.editor.menu.unnamed') })}
          sx={{ border: 1, borderColor: 'primary.main', borderRadius: 1, px: 1 }}
        >
          <ItemEditor
            key={expanded}
            item={editing}
            index={expanded ?? 0}
            categories={categories}
            onItem={(patch) => onItems(items.map((it, i) => (i === expanded ? { ...it, ...patch } : it)))}
          />
        </Box>
      ) : null}
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('playlists.editor.menu.noItems')}
        </Typography>
      ) : null}
      <Button
        size="small"
        startIcon={<Add />}
        disabled={items.length >= MENU_ITEMS_MAX}
        data-testid="menu-add-item"
        onClick={() => {
          onItems([...items, { name: t('playlists.editor.menu.newItem'), description: '', price: 0, category: categories.at(-1) ?? '' }]);
          setExpanded(items.length);
        }}
        sx={{ justifySelf: 'start' }}
      >
        {t('playlists.editor.menu.addItem')}
      </Button>
    </Box>
  );
}

function CsvImportDialog({
  result,
  currentCount,
  currency,
  onClose,
  onImport,
}: {
  result: MenuCsvResult & { replaceResult: MenuCsvResult };
  currentCount: number;
  currency: string;
  onClose: () => void;
  onImport: (items: MenuEntry[], replace: boolean) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [replace, setReplace] = useState(false);
  const shown = replace ? result.replaceResult : result;
  const lineText = (line: number | null) => (line === null ? '' : `${t('playlists.editor.menu.csvLine', { line })} `);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('playlists.editor.menu.csvTitle')}</DialogTitle>
      <DialogContent>
        {shown.errors.length ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="menu-csv-errors">
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {t('playlists.editor.menu.csvHasErrors')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {shown.errors.map((e) => (
                <li key={`${e.line}-${e.code}`}>
                  {lineText(e.line)}
                  {t(`playlists.editor.menu.csvErrors.${e.code}`, { max: MENU_ITEMS_MAX })}
                </li>
              ))}
            </Box>
          </Alert>
        ) : (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('playlists.editor.menu.csvReady', { count: shown.items.length })}
          </Typography>
        )}
        <FormControlLabel
          control={<Switch checked={replace} onChange={(e) => setReplace(e.target.checked)} />}
          label={t('playlists.editor.menu.csvReplace', { count: currentCount })}
        />
        {shown.items.length ? (
          <Box sx={{ overflowX: 'auto', maxHeight: 360 }}>
            <Table size="small" stickyHeader aria-label={t('playlists.editor.menu.csvPreview')} data-testid="menu-csv-preview">
              <TableHead>
                <TableRow>
                  <TableCell>{t('playlists.editor.menu.itemName')}</TableCell>
                  <TableCell>{t('playlists.editor.menu.itemDescription')}</TableCell>
                  <TableCell align="right">{t('playlists.editor.menu.itemPrice')}</TableCell>
                  <TableCell>{t('playlists.editor.menu.itemCategory')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.items.map((item, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: preview rows have no id and never reorder.
                  <TableRow key={i}>
                    <TableCell>{item.name}</TableCell>
                    <TableCell>{item.description}</TableCell>
                    <TableCell align="right">{formatPrice(currency, item.price)}</TableCell>
                    <TableCell>{item.category}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={shown.errors.length > 0 || shown.items.length === 0}
          onClick={() => onImport(shown.items, replace)}
          data-testid="menu-csv-import"
        >
          {t('playlists.editor.menu.csvImport')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Properties of a menu board: title, currency, style, font, colours, categories, items and CSV import. */
export function MenuPanel({ el, onChange }: { el: MenuElement; onChange: (patch: MenuPatch) => void }) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState<(MenuCsvResult & { replaceResult: MenuCsvResult }) | null>(null);
  const [fileError, setFileError] = useState(false);
  const currencies: string[] = CURRENCIES.includes(el.currency as (typeof CURRENCIES)[number])
    ? [...CURRENCIES]
    : [el.currency, ...CURRENCIES];
  const setItems = (items: MenuEntry[]) => onChange({ items });

  async function readCsv(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileError(false);
    try {
      const text = await file.text();
      setCsv({ ...parseMenuCsv(text, el.items.length), replaceResult: parseMenuCsv(text, 0) });
    } catch {
      setFileError(true);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="menu-panel">
      <CommitField label={t('playlists.editor.menu.title')} value={el.title} maxLength={200} onCommit={(title) => onChange({ title })} />
      <TextField
        select
        size="small"
        label={t('playlists.editor.menu.currency')}
        value={el.currency}
        onChange={(e) => onChange({ currency: e.target.value })}
      >
        {currencies.map((c) => (
          <MenuItem key={c} value={c}>
            {`${c.trim()} · ${formatPrice(c, 9.5)}`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('playlists.editor.menu.style')}
        value={el.style}
        onChange={(e) => onChange({ style: e.target.value as MenuElement['style'] })}
      >
        {STYLES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`playlists.editor.menu.styles.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('playlists.editor.font')}
        value={el.fontId}
        onChange={(e) => onChange({ fontId: e.target.value })}
      >
        {FONT_CATALOGUE.map((f) => (
          <MenuItem key={f.id} value={f.id} sx={{ fontFamily: f.family }}>
            {f.name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <ColourInput label={t('playlists.editor.menu.textColour')} value={el.textColor} onCommit={(textColor) => onChange({ textColor })} />
        <ColourInput
          label={t('playlists.editor.menu.accentColour')}
          value={el.accentColor}
          onCommit={(accentColor) => onChange({ accentColor })}
        />
      </Box>

      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {t('playlists.editor.menu.categories')}
      </Typography>
      <CategoryList items={el.items} onItems={setItems} />

      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {t('playlists.editor.menu.items')}
      </Typography>
      <ItemList items={el.items} currency={el.currency} onItems={setItems} />

      <Button
        size="small"
        variant="outlined"
        startIcon={<UploadFileOutlined />}
        onClick={() => fileInput.current?.click()}
        sx={{ justifySelf: 'start' }}
      >
        {t('playlists.editor.menu.csvButton')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".csv,text/csv"
        hidden
        onChange={readCsv}
        data-testid="menu-csv-input"
        aria-label={t('playlists.editor.menu.csvButton')}
      />
      <Typography variant="caption" color="text.secondary">
        {t('playlists.editor.menu.csvHelp')}
      </Typography>
      {fileError ? <Alert severity="error">{t('playlists.editor.menu.csvErrors.unreadable')}</Alert> : null}
      {csv ? (
        <CsvImportDialog
          result={csv}
          currentCount={el.items.length}
          currency={el.currency}
          onClose={() => setCsv(null)}
          onImport={(items, replace) => {
            setCsv(null);
            setItems(replace ? items : [...el.items, ...items]);
          }}
        />
      ) : null}
    </Box>
  );
}

function ColourInput({ label, value, onCommit }: { label: string; value: string; onCommit: (v: string) => void }) {
  return (
    <TextField
      size="small"
      type="color"
      label={label}
      value={value.toLowerCase()}
      onChange={(e) => e.target.value.toUpperCase() !== value.toUpperCase() && onCommit(e.target.value.toUpperCase())}
      sx={{ flex: 1 }}
    />
  );
}

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
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MenuItem as MenuEntry } from '@signage/slides/model';
import { formatPrice } from '@signage/slides/render';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuCategories, priceText } from '../model/menu.ts';
import { MENU_ITEMS_MAX, parsePrice } from '../model/menuCsv.ts';
import { CommitField } from './MenuCommitField.tsx';

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

/** The menu board's items: a sortable list (drag or arrow keys), each opening its own editor. */
export function ItemList({
  items,
  currency,
  onItems,
}: {
  items: readonly MenuEntry[];
  currency: string;
  onItems: (items: MenuEntry[]) => void;
}) {
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

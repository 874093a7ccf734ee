import { arrayMove } from '@dnd-kit/sortable';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MenuItem as MenuEntry } from '@signage/slides/model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuCategories, withCategoryOrder } from '../model/menu.ts';
import { MENU_ITEMS_MAX } from '../model/menuCsv.ts';
import { CommitField } from './MenuCommitField.tsx';

/** The menu board's categories in their order on the board: added (with a first item), renamed, moved up or down. */
export function CategoryList({ items, onItems }: { items: readonly MenuEntry[]; onItems: (items: MenuEntry[]) => void }) {
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

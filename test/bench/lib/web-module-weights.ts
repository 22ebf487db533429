import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';

/**
 * What a set of built JS files is made of, in gzip bytes per piece: an npm package (MUI's material by
 * component folder), or a folder of our own code. Each file's gzip size is shared among the sources its
 * minified bytes come from (its source map, built `hidden`), in proportion to those bytes: gzip does not
 * compress every part alike, so a piece's figure is an estimate within a few per cent; a file's pieces
 * add up to its gzip size exactly.
 */
export type PieceWeights = Map<string, number>;

/** The piece a source file (a source map's `sources` entry) belongs to. */
function pieceOf(source: string): string {
  const path = source.replaceAll('\\', '/');
  const inPackages = path.lastIndexOf('node_modules/');
  if (inPackages >= 0) {
    const [scope, name, folder, sub] = path.slice(inPackages + 'node_modules/'.length).split('/');
    if (!scope!.startsWith('@')) return scope!;
    // MUI's material is a kit of components: each of its folders is a piece ('@mui/material/Select').
    if (`${scope}/${name}` === '@mui/material') return `@mui/material/${folder === 'esm' ? sub : folder}`;
    return `${scope}/${name}`;
  }
  const ours = path.match(/(?:^|\/)(web\/src|packages\/\w+\/src)\/(.+)$/);
  if (!ours) return path.startsWith('\0') || !path.includes('/') ? '(chunk imports, exports, runtime)' : path;
  const [root, rest] = [ours[1]!, ours[2]!.split('/')];
  // web/src/features/auth/…, web/src/components/form/…, web/src/lib/… (a file at the top: web/src/main.tsx).
  const depth = rest[0] === 'features' || rest[0] === 'entities' || rest[0] === 'components' ? 2 : 1;
  return rest.length > depth ? `${root}/${rest.slice(0, depth).join('/')}` : `${root}/${rest.join('/')}`;
}

/** Reads built files and their hidden source maps once each. */
export class ModuleWeigher {
  private readonly perFile = new Map<string, PieceWeights>();

  constructor(private readonly distDir: string) {}

  /** The pieces of `files` (paths relative to the build's folder, 'assets/…'), summed. */
  weigh(files: Iterable<string>): PieceWeights {
    const total: PieceWeights = new Map();
    for (const file of files) {
      for (const [piece, bytes] of this.fileWeights(file)) total.set(piece, (total.get(piece) ?? 0) + bytes);
    }
    return total;
  }

  private fileWeights(file: string): PieceWeights {
    const known = this.perFile.get(file);
    if (known) return known;
    const code = readFileSync(join(this.distDir, file), 'utf8');
    const gzipBytes = gzipSync(code, { level: 9 }).length;
    const mapFile = join(this.distDir, `${file}.map`);
    // Rolldown writes no map for its own runtime helpers.
    const weights = existsSync(mapFile)
      ? share(minifiedBytesPerPiece(code, readFileSync(mapFile, 'utf8')), gzipBytes)
      : new Map([['(chunk imports, exports, runtime)', gzipBytes]]);
    this.perFile.set(file, weights);
    return weights;
  }
}

/** Each piece's minified bytes: from each mapping to the next one, the bytes belong to its source. */
function minifiedBytesPerPiece(code: string, sourceMap: string): PieceWeights {
  const lineStarts = [0];
  for (let at = code.indexOf('\n'); at >= 0; at = code.indexOf('\n', at + 1)) lineStarts.push(at + 1);
  const offset = (line: number, column: number) => lineStarts[line - 1]! + column;
  const bytes: PieceWeights = new Map();
  let from = 0;
  let piece = '(chunk imports, exports, runtime)';
  const count = (to: number) => bytes.set(piece, (bytes.get(piece) ?? 0) + (to - from));
  eachMapping(new TraceMap(sourceMap), (mapping) => {
    const at = offset(mapping.generatedLine, mapping.generatedColumn);
    count(at);
    from = at;
    piece = mapping.source === null ? '(chunk imports, exports, runtime)' : pieceOf(mapping.source);
  });
  count(code.length);
  return bytes;
}

function share(bytes: PieceWeights, gzipBytes: number): PieceWeights {
  const total = [...bytes.values()].reduce((sum, value) => sum + value, 0);
  return new Map([...bytes].map(([piece, value]) => [piece, (gzipBytes * value) / total]));
}

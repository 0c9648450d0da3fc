#!/usr/bin/env bash
# rt_gen.sh CASE K R C: writes (to stdout) the tile program of one row of the
# runtime benchmark (bench/rt_run.sh): K tile ops of kind CASE, each on an
# R x C f32 tile, every result used, so that no pass removes one.
#   add        t_i = t_(i-1) + t_0
#   rowsum     s_i = row_sum(t), accumulated into a [R, 1] column
#   colsum     s_i = col_sum(t), accumulated into a [1, C] row
#   rowmax     s_i = row_max(t), accumulated into a [R, 1] column
#   rowexpand  t_i = row_expand_add(t_(i-1), v), v [R, 1]
#   colexpand  t_i = col_expand_sub(t_(i-1), v), v [1, C]
#   cast       K / 2 round trips f32 -> f16 -> f32 (pl.cast's default mode)
#   castbf     the same through bf16
#   matmul     R x R f16 operands on the Cube, K products accumulated in Acc
set -eu
case=${1:?usage: rt_gen.sh CASE K R C} k=$2 r=$3 c=$4
T="pl.Tensor[[$r, $c], pl.FP32]"
TT="pl.Tile[[$r, $c], pl.FP32]"
echo "@pl.program"
echo "class Bench:"
echo "    @pl.function(type=pl.FunctionType.InCore)"
case $case in
add)
  echo "    def k(self, x: $T, out: pl.Out[$T]) -> $T:"
  echo "        t0: $TT = pl.load(x, [0, 0], [$r, $c])"
  for ((i = 1; i <= k; i++)); do echo "        t$i: $TT = pl.add(t$((i - 1)), t0)"; done
  echo "        o: $T = pl.store(t$k, [0, 0], out)" ;;
rowsum | colsum | rowmax)
  case $case in
  rowsum) vs="$r, 1" red="pl.tile.row_sum(t, tmp)" ;;
  rowmax) vs="$r, 1" red="pl.tile.row_max(t, tmp)" ;;
  *) vs="1, $c" red="pl.tile.col_sum(t)" ;;
  esac
  V="pl.Tile[[$vs], pl.FP32]"
  echo "    def k(self, x: $T, out: pl.Out[pl.Tensor[[$vs], pl.FP32]]) -> pl.Tensor[[$vs], pl.FP32]:"
  echo "        t: $TT = pl.load(x, [0, 0], [$r, $c])"
  echo "        tmp: $TT = pl.tile.create([$r, $c], dtype=pl.FP32, target_memory=pl.Mem.Vec)"
  echo "        a0: $V = $red"
  for ((i = 1; i < k; i++)); do
    echo "        s$i: $V = $red"
    echo "        a$i: $V = pl.add(a$((i - 1)), s$i)"
  done
  echo "        o: pl.Tensor[[$vs], pl.FP32] = pl.store(a$((k - 1)), [0, 0], out)" ;;
rowexpand | colexpand)
  if [ "$case" = rowexpand ]; then vs="$r, 1" op=row_expand_add; else vs="1, $c" op=col_expand_sub; fi
  echo "    def k(self, x: $T, y: pl.Tensor[[$vs], pl.FP32], out: pl.Out[$T]) -> $T:"
  echo "        t0: $TT = pl.load(x, [0, 0], [$r, $c])"
  echo "        v: pl.Tile[[$vs], pl.FP32] = pl.load(y, [0, 0], [$vs])"
  for ((i = 1; i <= k; i++)); do echo "        t$i: $TT = pl.tile.$op(t$((i - 1)), v)"; done
  echo "        o: $T = pl.store(t$k, [0, 0], out)" ;;
cast | castbf)
  h=FP16
  [ "$case" = castbf ] && h=BF16
  echo "    def k(self, x: $T, out: pl.Out[$T]) -> $T:"
  echo "        t0: $TT = pl.load(x, [0, 0], [$r, $c])"
  for ((i = 1; i <= k / 2; i++)); do
    echo "        h$i: pl.Tile[[$r, $c], pl.$h] = pl.cast(t$((i - 1)), target_type=pl.$h)"
    echo "        t$i: $TT = pl.cast(h$i, target_type=pl.FP32)"
  done
  echo "        o: $T = pl.store(t$((k / 2)), [0, 0], out)" ;;
matmul)
  H="pl.Tensor[[$r, $r], pl.FP16]"
  A="pl.Tile[[$r, $r], pl.FP32, pl.Mem.Acc]"
  echo "    def k(self, a: $H, b: $H, out: pl.Out[pl.Tensor[[$r, $r], pl.FP32]]) -> pl.Tensor[[$r, $r], pl.FP32]:"
  echo "        am: pl.Tile[[$r, $r], pl.FP16, pl.Mem.Mat] = pl.load(a, [0, 0], [$r, $r], target_memory=pl.Mem.Mat)"
  echo "        bm: pl.Tile[[$r, $r], pl.FP16, pl.Mem.Mat] = pl.load(b, [0, 0], [$r, $r], target_memory=pl.Mem.Mat)"
  echo "        al: pl.Tile[[$r, $r], pl.FP16, pl.Mem.Left] = pl.move(am, target_memory=pl.Mem.Left)"
  echo "        br: pl.Tile[[$r, $r], pl.FP16, pl.Mem.Right] = pl.move(bm, target_memory=pl.Mem.Right)"
  echo "        c0: $A = pl.matmul(al, br)"
  for ((i = 1; i < k; i++)); do echo "        c$i: $A = pl.matmul_acc(c$((i - 1)), al, br)"; done
  echo "        o: pl.Tensor[[$r, $r], pl.FP32] = pl.store(c$((k - 1)), [0, 0], out)" ;;
*)
  echo "rt_gen.sh: unknown case '$case'" >&2
  exit 2 ;;
esac
echo "        return o"

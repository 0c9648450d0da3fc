# ptoc: check --backend 950
# FP4 tile slices in Vec under ptoc check: pto.textract windows of an [8, 64] FP4 tile whose
# column origins (elements 2 and 32: carriers 1 and 16) sit on carrier boundaries, stored to
# two outputs (tests/golden/exec/fp4_slice_numbers.py prints the carriers such windows give).
import pypto.language as pl


@pl.program
class Fp4SliceCheck:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        src: pl.Tensor[[8, 64], pl.FP4],
        head: pl.Out[pl.Tensor[[4, 32], pl.FP4]],
        tail: pl.Out[pl.Tensor[[8, 32], pl.FP4]],
    ) -> tuple[pl.Tensor[[4, 32], pl.FP4], pl.Tensor[[8, 32], pl.FP4]]:
        tile = pl.load(src, [0, 0], [8, 64], target_memory=pl.Mem.Vec)
        a = pl.tile.slice(tile, [4, 32], [3, 2])
        head = pl.store(a, [0, 0], head)
        b = pl.tile.slice(tile, [8, 32], [0, 32])
        tail = pl.store(b, [0, 0], tail)
        return head, tail

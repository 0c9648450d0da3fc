# ptoc: check --backend 910B --scalar n=3
# --scalar also sets a scalar parameter only the entry orchestration function has:
# `n` bounds the while loop, so the whole program runs three tasks (0 without it).
import pypto.language as pl

@pl.program
class ScalarOrch:
    @pl.function(type=pl.FunctionType.InCore)
    def fill_row(x: pl.Tensor[[4, 8], pl.FP32], r: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1, 8], pl.FP32]]) -> pl.Tensor[[1, 8], pl.FP32]:
        row_tile: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [r, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
        out_1: pl.Tensor[[1, 8], pl.FP32] = pl.tile.store(row_tile, [0, 0], out)
        return out_1
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, x: pl.Tensor[[4, 8], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        i: pl.Scalar[pl.INDEX] = 0
        while i < n:
            row: pl.Tensor[[1, 8], pl.FP32] = pl.tensor.slice(out, [1, 8], [i, 0])
            row: pl.Tensor[[1, 8], pl.FP32] = self.fill_row(x, i, row)
            i: pl.Scalar[pl.INDEX] = i + 1
        return out

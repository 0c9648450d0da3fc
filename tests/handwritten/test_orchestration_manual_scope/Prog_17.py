# tests/ut/codegen/test_orchestration_manual_scope.py::TestManualScope::test_manual_scope_seq_outer_parallel_inner_two_stage_pipeline (hand-written)
import pypto.language as pl

M = 4
N = 8
TILE_R = 32
TILE_C = 32
ROWS = M * TILE_R
COLS = N * TILE_C


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def stage1(
        self,
        x: pl.Tensor[[ROWS, COLS], pl.FP32],
        scratch: pl.Out[pl.Tensor[[ROWS, COLS], pl.FP32]],
        row: pl.Scalar[pl.INDEX],
        col: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[ROWS, COLS], pl.FP32]:
        t: pl.Tile[[TILE_R, TILE_C], pl.FP32] = pl.load(x, [row, col], [TILE_R, TILE_C])
        r: pl.Tile[[TILE_R, TILE_C], pl.FP32] = pl.add(t, t)
        ret: pl.Tensor[[ROWS, COLS], pl.FP32] = pl.store(r, [row, col], scratch)
        return ret

    @pl.function(type=pl.FunctionType.InCore)
    def stage2(
        self,
        scratch: pl.Tensor[[ROWS, COLS], pl.FP32],
        out: pl.Out[pl.Tensor[[ROWS, COLS], pl.FP32]],
        row: pl.Scalar[pl.INDEX],
        col: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[ROWS, COLS], pl.FP32]:
        t: pl.Tile[[TILE_R, TILE_C], pl.FP32] = pl.load(scratch, [row, col], [TILE_R, TILE_C])
        r: pl.Tile[[TILE_R, TILE_C], pl.FP32] = pl.add(t, t)
        ret: pl.Tensor[[ROWS, COLS], pl.FP32] = pl.store(r, [row, col], out)
        return ret

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[ROWS, COLS], pl.FP32],
        scratch: pl.Out[pl.Tensor[[ROWS, COLS], pl.FP32]],
        out: pl.Out[pl.Tensor[[ROWS, COLS], pl.FP32]],
    ) -> pl.Tensor[[ROWS, COLS], pl.FP32]:
        with pl.manual_scope():
            for i in pl.range(M):
                row: pl.Scalar[pl.INDEX] = i * TILE_R
                for j in pl.parallel(N):
                    col: pl.Scalar[pl.INDEX] = j * TILE_C
                    scratch, stage1_tid = pl.submit(self.stage1, x, scratch, row, col)
                    out, _ = pl.submit(self.stage2, scratch, out, row, col, deps=[stage1_tid])
        return out

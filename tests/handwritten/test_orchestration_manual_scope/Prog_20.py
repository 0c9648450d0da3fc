# tests/ut/codegen/test_orchestration_manual_scope.py::TestManualScope::test_manual_scope_parallel_dynamic_trip_count_rejected (hand-written)
import pypto.language as pl

ROWS = 128
COLS = 128
TILE_R = 32
TILE_C = 32


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kern(
        self,
        x: pl.Tensor[[ROWS, COLS], pl.FP32],
        out: pl.Out[pl.Tensor[[ROWS, COLS], pl.FP32]],
        row: pl.Scalar[pl.INDEX],
        col: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[ROWS, COLS], pl.FP32]:
        t: pl.Tile[[TILE_R, TILE_C], pl.FP32] = pl.load(x, [row, col], [TILE_R, TILE_C])
        r: pl.Tile[[TILE_R, TILE_C], pl.FP32] = pl.add(t, t)
        ret: pl.Tensor[[ROWS, COLS], pl.FP32] = pl.store(r, [row, col], out)
        return ret

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[ROWS, COLS], pl.FP32],
        out: pl.Out[pl.Tensor[[ROWS, COLS], pl.FP32]],
        n_branches: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[ROWS, COLS], pl.FP32]:
        with pl.manual_scope():
            prev_tid = None
            for i in pl.range(4):
                row: pl.Scalar[pl.INDEX] = i * TILE_R
                for j in pl.parallel(n_branches):
                    col: pl.Scalar[pl.INDEX] = j * TILE_C
                    out, prev_tid = pl.submit(self.kern, x, out, row, col, deps=[prev_tid])
        return out

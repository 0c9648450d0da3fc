# tests/ut/codegen/test_orchestration_manual_scope.py::TestManualScope::test_manual_scope_double_buffered_array_carry_above_legacy_16_cap (hand-written)
import pypto.language as pl

ROWS = 128
COLS = 128
TILE_R = 32
TILE_C = 32
ABOVE_LEGACY_CAP = 17


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
    ) -> pl.Tensor[[ROWS, COLS], pl.FP32]:
        with pl.manual_scope():
            tids = pl.array.create(ABOVE_LEGACY_CAP, pl.TASK_ID)
            for i, (tids_iter,) in pl.range(4, init_values=(tids,)):
                tids_next = pl.array.create(ABOVE_LEGACY_CAP, pl.TASK_ID)
                row: pl.Scalar[pl.INDEX] = i * TILE_R
                for j in pl.parallel(ABOVE_LEGACY_CAP):
                    col: pl.Scalar[pl.INDEX] = j * TILE_C
                    out, tid = pl.submit(self.kern, x, out, row, col, deps=[tids_iter])
                    tids_next[j] = tid
                tids = pl.yield_(tids_next)
        return out

# tests/ut/codegen/test_orchestration_manual_scope.py::TestManualScope::test_manual_scope_phase_fence_mixed_deps_do_not_emit_dummy_barrier (hand-written)
import pypto.language as pl

ROWS = 128
COLS = 128
TILE_R = 32
TILE_C = 32
N_BRANCHES = 4


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
            seed_out, seed_tid = pl.submit(self.kern, x, out, 0, 0)
            tids = pl.array.create(N_BRANCHES, pl.TASK_ID)
            for i in pl.range(2):
                row: pl.Scalar[pl.INDEX] = i * TILE_R
                for j in pl.parallel(N_BRANCHES):
                    col: pl.Scalar[pl.INDEX] = j * TILE_C
                    seed_out, tid = pl.submit(
                        self.kern,
                        x,
                        seed_out,
                        row,
                        col,
                        deps=[tids, seed_tid],
                    )
                    tids[j] = tid
        return seed_out

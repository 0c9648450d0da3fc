# tests/ut/codegen/test_orchestration_manual_scope.py::TestManualScope::test_manual_scope_submit_iter_arg_taskid_carry (hand-written)
import pypto.language as pl

N_BRANCHES = 4
N_STEPS = 4
TILE_M = 32
BIG_N = 32
BIG_M = N_BRANCHES * N_STEPS * TILE_M


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kern(
        self,
        data: pl.Tensor[[BIG_M, BIG_N], pl.FP32],
        row: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[BIG_M, BIG_N], pl.FP32]],
    ) -> pl.Tensor[[BIG_M, BIG_N], pl.FP32]:
        t: pl.Tile[[TILE_M, BIG_N], pl.FP32] = pl.load(data, [row, 0], [TILE_M, BIG_N])
        r: pl.Tile[[TILE_M, BIG_N], pl.FP32] = pl.add(t, t)
        ret: pl.Tensor[[BIG_M, BIG_N], pl.FP32] = pl.store(r, [row, 0], out)
        return ret

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        data: pl.Tensor[[BIG_M, BIG_N], pl.FP32],
        out: pl.Out[pl.Tensor[[BIG_M, BIG_N], pl.FP32]],
    ) -> pl.Tensor[[BIG_M, BIG_N], pl.FP32]:
        with pl.manual_scope():
            for branch in pl.parallel(N_BRANCHES):
                prev_tid = None
                for step in pl.range(N_STEPS):
                    row: pl.Scalar[pl.INDEX] = (step * N_BRANCHES + branch) * TILE_M
                    out, prev_tid = pl.submit(self.kern, data, row, out, deps=[prev_tid])
        return out

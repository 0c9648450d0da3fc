# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_dual_aiv_vector_kernel_dispatches_both_lanes (tests/ut/codegen/
# test_orchestration_codegen_more.py): a pure-vector pl.split_aiv kernel (dual_aiv_dispatch)
# launches on both AIV lanes, a MixedKernels with no AIC kernel, not rt_submit_aiv_task
# (one lane, which would drop the other lane's half of the work).
import pypto.language as pl


@pl.program
class SplitAivNoneProgram:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[128, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        # 2 blocks x 2 AIV lanes = 4 lanes, each owning a disjoint [32, 64] slice.
        for blk in pl.spmd(2):
            for aiv in pl.split_aiv(2, mode=pl.SplitMode.NONE):
                lane = blk * 2 + aiv
                t = pl.load(a, [lane * 32, 0], [32, 64])
                out = pl.store(pl.add(t, t), [lane * 32, 0], out)
        return out

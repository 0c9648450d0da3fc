# tests/ut/ir/transforms/test_fuse_create_assemble_to_slice.py::TestFuseCreateAssembleToSlice::test_maybe_false_while_rebind_does_not_alias_yield_root (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        keep_going: pl.Scalar[pl.BOOL],
        out: pl.Out[pl.Tensor[[4, 8], pl.FP32]],
    ) -> pl.Tensor[[4, 8], pl.FP32]:
        initial: pl.Tensor[[1, 8], pl.FP32] = pl.create_tensor([1, 8], dtype=pl.FP32)
        for (carried,) in pl.while_(init_values=(initial,)):
            pl.cond(keep_going)
            fresh: pl.Tensor[[1, 8], pl.FP32] = pl.create_tensor([1, 8], dtype=pl.FP32)
            (carried_rv,) = pl.yield_(fresh)
        out = pl.assemble(out, carried_rv, [0, 0])
        return out

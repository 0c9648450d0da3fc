# tests/ut/ir/transforms/test_fuse_create_assemble_to_slice.py::TestFuseCreateAssembleToSlice::test_dynamic_trip_rebind_does_not_alias_one_root (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        trip_count: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[4, 8], pl.FP32]],
    ) -> pl.Tensor[[4, 8], pl.FP32]:
        initial: pl.Tensor[[1, 8], pl.FP32] = pl.create_tensor([1, 8], dtype=pl.FP32)
        for _i, (carried,) in pl.range(0, trip_count, 1, init_values=(initial,)):
            fresh: pl.Tensor[[1, 8], pl.FP32] = pl.create_tensor([1, 8], dtype=pl.FP32)
            (carried_rv,) = pl.yield_(fresh)
        out = pl.assemble(out, carried_rv, [0, 0])
        return out

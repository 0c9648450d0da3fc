# tests/ut/ir/transforms/test_fuse_create_assemble_to_slice.py::TestFuseCreateAssembleToSlice::test_no_orchestration_function_noop (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16], pl.FP32],
        out: pl.Out[pl.Tensor[[16], pl.FP32]],
    ) -> pl.Tensor[[16], pl.FP32]:
        t: pl.Tile[[16], pl.FP32] = pl.load(x, [0], [16])
        out_1: pl.Tensor[[16], pl.FP32] = pl.store(t, [0], out)
        return out_1

# tests/ut/ir/transforms/test_fuse_create_assemble_to_slice.py::TestFuseCreateAssembleToSlice::test_slice_source_not_fused (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        x: pl.Tensor[[4, 8], pl.FP32],
        out: pl.Out[pl.Tensor[[4, 8], pl.FP32]],
    ) -> pl.Tensor[[4, 8], pl.FP32]:
        chunk: pl.Tensor[[1, 8], pl.FP32] = pl.slice(x, [1, 8], [0, 0])
        out = pl.assemble(out, chunk, [0, 0])
        return out

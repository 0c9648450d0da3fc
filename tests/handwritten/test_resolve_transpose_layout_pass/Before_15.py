# tests/ut/ir/transforms/test_resolve_transpose_layout_pass.py::TestResolveTransposeLayoutColumnVector::test_non_column_vector_nd_unchanged (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        t = pl.load(a, [0, 0], [16, 128])
        out_store = pl.store(t, [0, 0], out)
        return out_store

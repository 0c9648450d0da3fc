# tests/ut/ir/transforms/test_resolve_transpose_layout_pass.py::TestResolveTransposeLayoutColumnVector::test_column_vector_auto_dn (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 128], pl.FP32],
        col_vec: pl.Tensor[[16, 1], pl.FP32, pl.DN],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        t = pl.load(a, [0, 0], [16, 128])
        v = pl.load(col_vec, [0, 0], [16, 1])
        r = pl.add(t, v)
        out_store = pl.store(r, [0, 0], out)
        return out_store

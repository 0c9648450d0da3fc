# tests/ut/ir/transforms/test_resolve_transpose_layout_pass.py::TestResolveTransposeLayoutColumnVector::test_column_vector_already_dn_unchanged (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        col_vec: pl.Tensor[[16, 1], pl.FP32, pl.DN],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        v = pl.load(col_vec, [0, 0], [16, 1])
        out_store = pl.store(v, [0, 0], out)
        return out_store

# tests/ut/ir/transforms/test_resolve_transpose_layout_pass.py::TestResolveTransposeLayoutColumnVector::test_orchestration_column_vector_unchanged (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        col_vec: pl.Tensor[[16, 1], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        v = pl.load(col_vec, [0, 0], [16, 1])
        out_store = pl.store(v, [0, 0], out)
        return out_store

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        col_vec: pl.Tensor[[16, 1], pl.FP32],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        out: pl.Tensor[[16, 128], pl.FP32] = pl.create_tensor([16, 128], dtype=pl.FP32)
        result = self.kernel(col_vec, out)
        return result

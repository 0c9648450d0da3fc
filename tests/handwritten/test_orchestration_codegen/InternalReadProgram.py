# tests/ut/codegen/test_orchestration_codegen.py::TestOrchestration::test_orch_internal_tensor_read_uses_get_tensor_data (hand-written)
import pypto.language as pl


@pl.program
class InternalReadProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel_copy(
        self,
        src: pl.Tensor[[8, 1], pl.INT32],
        output: pl.Out[pl.Tensor[[8, 1], pl.INT32]],
    ) -> pl.Tensor[[8, 1], pl.INT32]:
        t: pl.Tile[[8, 1], pl.INT32] = pl.load(src, [0, 0], [8, 1])
        out: pl.Tensor[[8, 1], pl.INT32] = pl.store(t, [0, 0], output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_internal_read(
        self,
        src_count: pl.Tensor[[8, 1], pl.INT32],
    ) -> pl.Tensor[[8, 1], pl.INT32]:
        cnt: pl.Tensor[[8, 1], pl.INT32] = pl.create_tensor([8, 1], dtype=pl.INT32)
        cnt = self.kernel_copy(src_count, cnt)
        n_rows: pl.Scalar[pl.INT32] = pl.tensor.read(cnt, [0, 0])  # noqa: F841
        return cnt

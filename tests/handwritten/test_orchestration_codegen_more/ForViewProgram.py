# tests/ut/codegen/test_orchestration_codegen_more.py::TestOrchestrationMore::test_for_loop_with_slice (hand-written)
import pypto.language as pl


@pl.program
class ForViewProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel_add(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        a_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        b_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(b, [0, 0], [16, 16])
        result: pl.Tile[[16, 16], pl.FP32] = pl.add(a_tile, b_tile)
        out: pl.Tensor[[16, 16], pl.FP32] = pl.store(result, [0, 0], output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_for_view(
        self,
        data: pl.Tensor[[64, 16], pl.FP32],
        bias: pl.Tensor[[16, 16], pl.FP32],
        config: pl.Tensor[[4], pl.INT64],
    ) -> pl.Tensor[[64, 16], pl.FP32]:
        n_blocks: pl.Scalar[pl.INT64] = pl.tensor.read(config, [0])
        out: pl.Tensor[[64, 16], pl.FP32] = data
        for i in pl.range(n_blocks):
            chunk: pl.Tensor[[16, 16], pl.FP32] = pl.slice(data, [16, 16], [i * 16, 0])
            result: pl.Tensor[[16, 16], pl.FP32] = pl.create_tensor([16, 16], dtype=pl.FP32)
            result = self.kernel_add(chunk, bias, result)  # noqa: F841
        return out

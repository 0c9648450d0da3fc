# tests/ut/codegen/test_orchestration_codegen_more.py::TestOrchestrationMore::test_mixed_group_emission_order (hand-written)
import pypto.language as pl


@pl.program
class MixedOrderProgram:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def kernel(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        b: pl.Tensor[[64, 64], pl.FP32],
        bias: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a = pl.load(a, [0, 0], [64, 64], target_memory=pl.MemorySpace.Mat)
        tile_b = pl.load(b, [0, 0], [64, 64], target_memory=pl.MemorySpace.Mat)
        tile_l0a = pl.move(tile_a, target_memory=pl.MemorySpace.Left)
        tile_l0b = pl.move(tile_b, target_memory=pl.MemorySpace.Right)
        tile_mm = pl.matmul(tile_l0a, tile_l0b)
        tile_bias = pl.load(bias, [0, 0], [64, 64])
        tile_out = pl.add(tile_mm, tile_bias)
        out = pl.store(tile_out, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        b: pl.Tensor[[64, 64], pl.FP32],
        bias: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.spmd(4):
            out = self.kernel(a, b, bias, out)
        return out

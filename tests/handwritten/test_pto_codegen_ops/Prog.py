# tests/ut/codegen/test_pto_codegen_ops.py::TestRsqrtHighPrecisionCodegen::test_tile_rsqrt_with_tmp_emits_two_operand_trsqrt (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel_rsqrt_hp(
        self,
        input_tensor: pl.Tensor[[16, 16], pl.FP32],
        output: pl.Tensor[[16, 16], pl.FP32],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        input_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(input_tensor, [0, 0], [16, 16])
        tmp_tile: pl.Tile[[16, 16], pl.FP32] = pl.tile.create(
            [16, 16], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
        )
        result_tile: pl.Tile[[16, 16], pl.FP32] = pl.tile.rsqrt(input_tile, tmp=tmp_tile)
        updated_output: pl.Tensor[[16, 16], pl.FP32] = pl.store(result_tile, [0, 0], output)
        return updated_output

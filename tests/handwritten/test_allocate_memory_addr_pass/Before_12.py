# tests/ut/ir/transforms/test_allocate_memory_addr_pass.py::test_allocated_memory_addr_verifier_errors_when_vec_exceeds_safe_cap (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def main(
        self,
        input_a: pl.Tensor[[64, 752], pl.FP32],
        output: pl.Tensor[[64, 752], pl.FP32],
    ) -> pl.Tensor[[64, 752], pl.FP32]:
        # One live Vec tile of 192512 bytes -> Vec high-water exceeds the
        # 184KB safe cap (but not the 192KB physical size).
        tile_a: pl.Tile[[64, 752], pl.FP32] = pl.load(input_a, [0, 0], [64, 752])
        result: pl.Tensor[[64, 752], pl.FP32] = pl.store(tile_a, [0, 0], output)
        return result

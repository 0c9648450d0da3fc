# tests/ut/ir/transforms/test_allocate_memory_addr_pass.py::test_overflow_diagnostic_omits_ring_note_for_an_unrelated_space (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC)
    def kernel_aic(
        self,
        input_a: pl.Tensor[[64, 752], pl.FP32],
        out_0: pl.Out[pl.Tensor[[64, 752], pl.FP32]],
    ) -> pl.Tensor[[64, 752], pl.FP32]:
        # Small Mat ring; the overflow is in Vec (192512 > 188416).
        _ = pl.reserve_buffer(name="kernel_v2c_slot_buffer", size=4096)
        tile_a: pl.Tile[[64, 752], pl.FP32] = pl.load(input_a, [0, 0], [64, 752])
        result: pl.Tensor[[64, 752], pl.FP32] = pl.store(tile_a, [0, 0], out_0)
        return result

# tests/ut/ir/transforms/test_allocate_memory_addr_pass.py::test_allocate_memory_addr_resolves_aic_reserve_buffer_in_mat_space (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC)
    def main(
        self,
        input_a: pl.Tensor[[64, 64], pl.BF16],
        out_0: pl.Out[pl.Tensor[[64, 64], pl.BF16]],
    ) -> pl.Tensor[[64, 64], pl.BF16]:
        _ = pl.reserve_buffer(name="aic_slot_buffer", size=4096)
        tile_a: pl.Tile[[64, 64], pl.BF16] = pl.load(
            input_a, [0, 0], [64, 64], target_memory=pl.MemorySpace.Mat
        )
        result: pl.Tensor[[64, 64], pl.BF16] = pl.store(tile_a, [0, 0], out_0)
        return result

# tests/ut/ir/transforms/test_init_memref.py::TestMemRefSharing::test_store_shares_memref_with_output_param (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_a: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(
            input_a, [0, 0], [64, 64], target_memory=pl.Mem.Vec
        )
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(tile_a, [0, 0], output)
        return result

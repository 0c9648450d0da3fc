# ptoc: compile --backend 910B --no-emit-loc
# exit: 1
# The reference's tile.store deduction takes a tile of any dtype (its
# test_memory_reuse TestDtype stores a BF16 tile into an FP32 tensor), but
# ptoas's tstore moves a Vec tile's bytes unconverted: its element type must be
# as wide as the tensor's, so the compile stops at the store.
import pypto.language as pl


@pl.program
class StoreElemSize:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        input_a: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(input_a, [0, 0], [64, 64])
        tile_cast: pl.Tile[[64, 64], pl.BF16, pl.MemorySpace.Vec] = pl.cast(tile_a, target_type=pl.BF16)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(tile_cast, [0, 0], output)
        return result

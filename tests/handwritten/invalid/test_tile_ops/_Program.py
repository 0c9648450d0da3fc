# tests/ut/ir/operators/test_tile_ops.py::TestTileStoreDistributedDest::test_tile_store_rejects_non_tensor_dst (rejected by the reference parser)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class _Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        tile_a: pl.Tile[[32, 32], pl.FP32] = pl.load(a, [0, 0], [32, 32])
        # Wrong: dst must be a (Distributed)TensorType, not a Tile.
        return pl.store(tile_a, [0, 0], tile_a)  # pyright: ignore[reportArgumentType]

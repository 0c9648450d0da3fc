# tests/ut/ir/operators/test_tile_ops.py::TestTileLoadDistributedSrc::test_tile_load_rejects_non_tensor_src (rejected by the reference parser)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class _Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        tile_a: pl.Tile[[32, 32], pl.FP32] = pl.load(a, [0, 0], [32, 32])
        # Wrong: load source must be a (Distributed)TensorType, not a Tile.
        return pl.load(tile_a, [0, 0], [32, 32])  # pyright: ignore[reportArgumentType, reportReturnType]

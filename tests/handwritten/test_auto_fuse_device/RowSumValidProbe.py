# tests/st/runtime/ops/test_auto_fuse_device.py::<module> (hand-written)
import pypto.language as pl

PHYS_R = 8
PHYS_C = 72
VALID_C = 66


@pl.program
class RowSumValidProbe:
    """row_sum over a tile with valid_col=66 < physical cols=72; poison in [66,72)."""

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[PHYS_R, PHYS_C], pl.FP32],
        out: pl.Out[pl.Tensor[[PHYS_R, 1], pl.FP32]],
    ) -> pl.Tensor[[PHYS_R, 1], pl.FP32]:
        tile: pl.Tile[[PHYS_R, PHYS_C], pl.FP32] = pl.load(x, [0, 0], [PHYS_R, PHYS_C])
        narrowed = pl.set_validshape(tile, PHYS_R, VALID_C)  # valid cols -> 66
        tmp: pl.Tile[[PHYS_R, PHYS_C], pl.FP32] = pl.tile.create(
            [PHYS_R, PHYS_C], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
        )
        result: pl.Tile[[PHYS_R, 1], pl.FP32] = pl.tile.row_sum(narrowed, tmp)
        return pl.store(result, [0, 0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        x: pl.Tensor[[PHYS_R, PHYS_C], pl.FP32],
        out: pl.Out[pl.Tensor[[PHYS_R, 1], pl.FP32]],
    ) -> pl.Tensor[[PHYS_R, 1], pl.FP32]:
        out = self.kernel(x, out)
        return out

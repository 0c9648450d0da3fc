# tests/st/runtime/ops/test_auto_fuse_device.py::<module> (hand-written)
import pypto.language as pl

PHYS_R = 8
PHYS_C = 72
VALID_C = 66


@pl.program
class ColSumValidProbe:
    """col_sum over a tile with valid_row=66 < physical rows=72; poison in [66,72)."""

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[PHYS_C, PHYS_R], pl.FP32],
        out: pl.Out[pl.Tensor[[1, PHYS_R], pl.FP32]],
    ) -> pl.Tensor[[1, PHYS_R], pl.FP32]:
        tile: pl.Tile[[PHYS_C, PHYS_R], pl.FP32] = pl.load(x, [0, 0], [PHYS_C, PHYS_R])
        narrowed = pl.set_validshape(tile, VALID_C, PHYS_R)  # valid rows -> 66
        tmp: pl.Tile[[PHYS_C, PHYS_R], pl.FP32] = pl.tile.create(
            [PHYS_C, PHYS_R], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
        )
        result: pl.Tile[[1, PHYS_R], pl.FP32] = pl.tile.col_sum(tile=narrowed, tmp_tile=tmp)
        return pl.store(result, [0, 0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        x: pl.Tensor[[PHYS_C, PHYS_R], pl.FP32],
        out: pl.Out[pl.Tensor[[1, PHYS_R], pl.FP32]],
    ) -> pl.Tensor[[1, PHYS_R], pl.FP32]:
        out = self.kernel(x, out)
        return out

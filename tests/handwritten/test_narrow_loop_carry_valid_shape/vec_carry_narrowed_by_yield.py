# tests/ut/ir/transforms/test_narrow_loop_carry_valid_shape.py::<module> (hand-written)
import pypto.language as pl

M_TILE = 64
N_TILE = 256


@pl.jit
def vec_carry_narrowed_by_yield(
    x: pl.Tensor[[M_TILE, N_TILE], pl.FP32],
    y: pl.Out[pl.Tensor[[M_TILE, N_TILE], pl.FP32]],
):
    with pl.at(level=pl.Level.CORE_GROUP, name_hint="vec_carry"):
        seed: pl.Tile[[M_TILE, N_TILE], pl.FP32, pl.Mem.Vec] = pl.tile.create(
            [M_TILE, N_TILE], dtype=pl.FP32, target_memory=pl.Mem.Vec
        )
        for _, (carry,) in pl.pipeline(0, 4, 1, init_values=(seed,), stage=2):
            narrowed: pl.Tile[
                [M_TILE, N_TILE],
                pl.FP32,
                pl.Mem.Vec,
                pl.TileView(valid_shape=[16, N_TILE]),
            ] = pl.tile.set_validshape(carry, 16, N_TILE)
            acc: pl.Tile[[M_TILE, N_TILE], pl.FP32, pl.Mem.Vec] = pl.yield_(narrowed)
        y = pl.tile.store(acc, [0, 0], y)
    return y

@pl.program
class Expected:
    @pl.function(
        type=pl.FunctionType.InCore,
        attrs={"split": pl.SplitMode.LEFT_RIGHT, "split_aiv": True},
    )
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
    ) -> pl.Tile[[128, 1], pl.UINT32, pl.Mem.Vec]:
        subblock_idx = pl.tile.get_subblock_idx()  # noqa: F841
        seed_vec = pl.tile.aiv_shard(cube_seed, split=2)  # noqa: F841
        value = pl.tile.random(
            pl.const(1, pl.INT32),
            pl.const(2, pl.INT32),
            pl.const(3, pl.INT32),
            pl.const(4, pl.INT32),
            pl.const(5, pl.INT32),
            pl.const(6, pl.INT32),
            [128, 1],
            dtype=pl.UINT32,
            rounds=10,
        )
        return value

@pl.program
class Expected:
    @pl.function(
        type=pl.FunctionType.InCore,
        attrs={"split": pl.SplitMode.UP_DOWN, "split_aiv": True},
    )
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
    ) -> pl.Tile[[1, 64], pl.INT32, pl.Mem.Vec]:
        subblock_idx = pl.tile.get_subblock_idx()  # noqa: F841
        seed_vec = pl.tile.aiv_shard(cube_seed, split=1)  # noqa: F841
        value = pl.tile.ci(pl.const(0, pl.INT32), [1, 64], dtype=pl.INT32, descending=False)
        return value

@pl.program
class Expected:
    @pl.function(
        type=pl.FunctionType.InCore,
        attrs={"split": pl.SplitMode.LEFT_RIGHT, "split_aiv": True},
    )
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        data: pl.Tensor[[16, 128], pl.FP32],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        subblock_idx = pl.tile.get_subblock_idx()
        seed_vec = pl.tile.aiv_shard(cube_seed, split=2)  # noqa: F841
        prev = pl.tile.load(data, [0, 0 + subblock_idx * 64], [16, 64], target_memory=pl.Mem.Vec)
        sub = pl.tile.slice(prev, [16, 64], [0, 0])
        out_store = pl.tile.store(sub, [0, 0 + subblock_idx * 64], out_0)
        return out_store

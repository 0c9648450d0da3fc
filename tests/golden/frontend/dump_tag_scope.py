# ptoc: print
# pl.dump_tag(t) before a scope (the reference's test_dump_tag_dsl.py and
# test_split_aiv_parsing.py): pl.at, pl.cluster, and a pl.spmd whose body is a
# kernel call or an explicit carrier take the tagged variables their body reads
# as dumps=[...]; a pl.spmd over tile code (with, as-tid, for) and a bare
# pl.split_aiv get their InCore carrier spelled out as
# pl.at(level=pl.Level.CORE_GROUP, dumps=[...]) (an optimizations= moves onto
# it).  Nothing inside the scope is marked again, an untouched tag is left out,
# and a call after the scope is marked as before.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[512, 128], pl.FP32]],
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        i = pl.tile.get_block_idx()
        t: pl.Tile[[128, 128], pl.FP32] = pl.load(a, [i * 128, 0], [128, 128])
        out = pl.store(t, [i * 128, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def as_tid(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
        b: pl.Tensor[[512, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[512, 128], pl.FP32]],
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        pl.dump_tag(b)
        pl.dump_tag(a)
        with pl.spmd(4, optimizations=[pl.split(pl.SplitMode.UP_DOWN)]) as tid:  # noqa: F841
            i = pl.tile.get_block_idx()
            t: pl.Tile[[128, 128], pl.FP32] = pl.load(a, [i * 128, 0], [128, 128])
            out = pl.store(t, [i * 128, 0], out)
        out = self.kernel(a, out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def spmd_for(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[512, 128], pl.FP32]],
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        pl.dump_tag(a)
        for i in pl.spmd(4, name_hint="stage1"):
            t: pl.Tile[[128, 128], pl.FP32] = pl.load(a, [i * 128, 0], [128, 128])
            out = pl.store(t, [i * 128, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def dispatch(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[512, 128], pl.FP32]],
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        pl.dump_tag(a)
        with pl.spmd(4):
            out = self.kernel(a, out)
        with pl.spmd(4):
            with pl.at(level=pl.Level.CORE_GROUP):
                i = pl.tile.get_block_idx()
                t: pl.Tile[[128, 128], pl.FP32] = pl.load(a, [i * 128, 0], [128, 128])
                out = pl.store(t, [i * 128, 0], out)
        with pl.at(level=pl.Level.CORE_GROUP, dumps=[out]):
            t2: pl.Tile[[128, 128], pl.FP32] = pl.load(a, [0, 0], [128, 128])
            out = pl.store(t2, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def cluster(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        b: pl.Tensor[[64, 64], pl.FP32],
        c: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        pl.dump_tag(a)
        with pl.cluster():
            with pl.at(level=pl.Level.CORE_GROUP):
                mm = pl.matmul(a, b, out_dtype=pl.FP32)
                c = pl.add(mm, b)
        return c

    @pl.function(type=pl.FunctionType.Orchestration)
    def split_aiv(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[512, 128], pl.FP32]],
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        pl.dump_tag(a)
        for aiv_id in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            offset = aiv_id * 128
            t: pl.Tile[[128, 128], pl.FP32] = pl.load(a, [offset, 0], [128, 128])
            out = pl.store(t, [offset, 0], out)
        return out

# ptoc: parse
# pl.dump_tag takes one bare variable name (the reference's test_dump_tag_dsl.py);
# the scope after the tags is fine (tests/golden/frontend/dump_tag_scope.py); a
# kernel function's body takes none.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        pl.dump_tag()
        pl.dump_tag(a)
        t: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        o: pl.Tensor[[16, 16], pl.FP32] = pl.store(t, [0, 0], output)
        return o

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
        b: pl.Tensor[[512, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[512, 128], pl.FP32]],
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        pl.dump_tag(a, b)
        pl.dump_tag(self.main)
        pl.dump_tag(a)
        with pl.spmd(4):
            i = pl.tile.get_block_idx()
            t: pl.Tile[[128, 128], pl.FP32] = pl.load(a, [i * 128, 0], [128, 128])
            out = pl.store(t, [i * 128, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def scalar_dumps(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        n: pl.Scalar[pl.INT32],
        d: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.cluster(dumps=[a, n]):
            with pl.at(level=pl.Level.CORE_GROUP):
                d = pl.add(a, a)
        return d

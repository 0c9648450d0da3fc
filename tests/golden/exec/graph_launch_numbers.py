# ptoc: run --in 0=iota --print 1 --threads 4
# After the reference's test_constant_core_num_is_accepted (LegalizeGraphBoundary): an
# orchestration function launches a Graph function whose body spmd_submits a kernel with
# a constant core_num (1 here: every block would add into the same tile).  The kernel
# adds its input into `o` (InOut): a holds 0, 1, ... (iota) and c starts at zeros, so
# after the two launches c holds 2 * a: 0, 2, 4, ... 126.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        x: pl.Tensor[[8, 8], pl.FP32],
        o: pl.InOut[pl.Tensor[[8, 8], pl.FP32]],
    ) -> pl.Tensor[[8, 8], pl.FP32]:
        t: pl.Tile[[8, 8], pl.FP32] = pl.load(x, [0, 0], [8, 8])
        u: pl.Tile[[8, 8], pl.FP32] = pl.load(o, [0, 0], [8, 8])
        r: pl.Tile[[8, 8], pl.FP32] = pl.tile.add(t, u)
        o = pl.store(r, [0, 0], o)
        return o

    @pl.function(type=pl.FunctionType.Graph)
    def layer(
        self,
        a: pl.Tensor[[8, 8], pl.FP32],
        c: pl.InOut[pl.Tensor[[8, 8], pl.FP32]],
        blocks: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[8, 8], pl.FP32]:
        with pl.manual_scope():
            c, _ = pl.spmd_submit(self.kernel, a, c, core_num=1)
        return c

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[8, 8], pl.FP32],
        c: pl.InOut[pl.Tensor[[8, 8], pl.FP32]],
    ) -> pl.Tensor[[8, 8], pl.FP32]:
        c = self.layer(a, c, 4)
        c = self.layer(a, c, 4)
        return c

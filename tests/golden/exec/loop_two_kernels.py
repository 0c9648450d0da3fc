# ptoc: run --in 0=const:2 --in 1=const:1 --print 1 --stats
# Four steps of two dependent kernels: tmp = x * 0.5, then acc += tmp (1 + 4 * 1 = 5).

@pl.program
class Steps:
    @pl.function(type=pl.FunctionType.InCore)
    def scale(self, x: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        r: pl.Tile[[16, 64], pl.FP32] = pl.tile.muls(t, 0.5)
        out = pl.store(r, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def accumulate(self, acc: pl.InOut[pl.Tensor[[16, 64], pl.FP32]], y: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        a: pl.Tile[[16, 64], pl.FP32] = pl.load(acc, [0, 0], [16, 64])
        b: pl.Tile[[16, 64], pl.FP32] = pl.load(y, [0, 0], [16, 64])
        c: pl.Tile[[16, 64], pl.FP32] = pl.add(a, b)
        acc = pl.store(c, [0, 0], acc)
        return acc

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16, 64], pl.FP32], acc: pl.InOut[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        tmp: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        for i in pl.range(4):
            tmp = self.scale(x, tmp)
            acc = self.accumulate(acc, tmp)
        return acc

@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[4, 8], pl.FP32], out: pl.Out[pl.Tensor[[4, 8], pl.FP32, pl.TensorView(stride=[1, 4], layout=pl.TensorLayout.DN)]]) -> pl.Tensor[[4, 8], pl.FP32, pl.TensorView(stride=[1, 4], layout=pl.TensorLayout.DN)]:
        for i, (o,) in pl.range(0, 2, 1, init_values=(out,)):
            t: pl.Tile[[4, 8], pl.FP32] = pl.load(x, [0, 0], [4, 8])
            o2: pl.Tensor[[4, 8], pl.FP32, pl.TensorView(stride=[1, 4], layout=pl.TensorLayout.DN)] = pl.store(t, [0, 0], o)
            r = pl.yield_(o2)
        return r

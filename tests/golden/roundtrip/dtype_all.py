# pypto.program: Dtypes
import pypto.language as pl

@pl.program
class Dtypes:
    @pl.function
    def main(self, t0: pl.Tensor[[16], pl.BOOL], t1: pl.Tensor[[16], pl.INT4], t2: pl.Tensor[[16], pl.INT8], t3: pl.Tensor[[16], pl.INT16], t4: pl.Tensor[[16], pl.INT32], t5: pl.Tensor[[16], pl.INT64], t6: pl.Tensor[[16], pl.INDEX], t7: pl.Tensor[[16], pl.UINT4], t8: pl.Tensor[[16], pl.UINT8], t9: pl.Tensor[[16], pl.UINT16], t10: pl.Tensor[[16], pl.UINT32], t11: pl.Tensor[[16], pl.UINT64], t12: pl.Tensor[[16], pl.FP4], t13: pl.Tensor[[16], pl.FP8E4M3FN], t14: pl.Tensor[[16], pl.FP8E5M2], t15: pl.Tensor[[16], pl.FP16], t16: pl.Tensor[[16], pl.FP32], t17: pl.Tensor[[16], pl.FP8E8M0], t18: pl.Tensor[[16], pl.BF16], t19: pl.Tensor[[16], pl.HF4], t20: pl.Tensor[[16], pl.HF8], tid: pl.Scalar[pl.TASK_ID]) -> pl.Scalar[pl.TASK_ID]:
        return tid